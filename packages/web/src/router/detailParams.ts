import { replace } from 'react-router-dom';
import { restIdOf, toGlobalId, type NodeType } from './globalId';

/**
 * A detail page's node id from its path segment, the REST id (or serial number) the spec names. An opaque
 * node id in the URL (the console's older links) still opens the page: the loader replaces the address
 * with the canonical one. Anything else asks the graph for a node that does not exist: "Page not found".
 */
export function nodeIdOfSegment(type: NodeType, segment: string | undefined, request: Request): string {
  const value = segment ?? '';
  const restId = restIdOf(type, value);
  if (restId !== null) throw replace(withSegments(request, { [value]: restId }));
  return toGlobalId(type, value);
}

/** /clients/{clientId}/multi-alerts/{alertId}: the multi-alert's node id holds both. */
export function multiAlertIdOfSegments(
  clientSegment: string | undefined,
  alertSegment: string | undefined,
  request: Request,
): string {
  const alert = alertSegment ?? '';
  const [clientId, alertId] = (restIdOf('MultiAlert', alert) ?? '').split('/');
  if (clientId && alertId) throw replace(withSegments(request, { [alert]: alertId, [clientSegment ?? '']: clientId }));
  // an opaque client id in the path is replaced first
  nodeIdOfSegment('Client', clientSegment, request);
  return toGlobalId('MultiAlert', `${clientSegment ?? ''}/${alert}`);
}

/** The request's address with some path segments swapped, the query string and hash kept. */
function withSegments(request: Request, swaps: Readonly<Record<string, string>>): string {
  const url = new URL(request.url);
  const path = url.pathname
    .split('/')
    .map((part) => {
      const decoded = safeDecode(part);
      return Object.hasOwn(swaps, decoded) && decoded !== '' ? encodeURIComponent(swaps[decoded]!) : part;
    })
    .join('/');
  return `${path}${url.search}${url.hash}`;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
