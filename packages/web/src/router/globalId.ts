/**
 * The graph's node ids as the gateway builds them: base64url of "Type:restId" (packages/gateway/src/ids.ts).
 * The console's URLs carry the REST id (a number or a serial number); the queries need the node id.
 */
export type NodeType =
  | 'Client'
  | 'User'
  | 'Network'
  | 'Organization'
  | 'Device'
  | 'FlicHub'
  | 'FlicButton'
  | 'SensorDevice'
  | 'Document'
  | 'MultiAlert';

export function toGlobalId(type: NodeType, restId: string | number): string {
  const bytes = new TextEncoder().encode(`${type}:${restId}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromGlobalId(globalId: string): { type: string; restId: string } | null {
  let decoded: string;
  try {
    const binary = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  const type = decoded.slice(0, colon);
  if (!/^[A-Z][A-Za-z]*$/.test(type)) return null;
  return { type, restId: decoded.slice(colon + 1) };
}

/** The REST id inside a node id of `type`, or null for another type or something that is no node id. */
export function restIdOf(type: NodeType, globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === type ? parsed.restId : null;
}
