// The network form's rules (spec 001 sections 5, 6 and 9; docs/rest-contract.md "Networks"). The
// platform checks every one again; these let the form say so before a round trip.

export const NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const DESCRIPTION_MAX = 300;
/** The range preview's slider: 0.01 km up to the maximum range (100 km). */
export const RANGE_SLIDER_MIN_KM = 0.01;
export const RANGE_MAX_KM = 100;

export interface NetworkRuleInput {
  name: string;
  address: string;
  description: string;
  latitude: string;
  longitude: string;
  ownerId: string | null;
  clientId: string | null;
  /** Admins may leave the client empty (a network with only an owner); others must pick one of theirs. */
  viewerIsAdmin: boolean;
}

/**
 * Field -> code (codes with a text in the form: REQUIRED, TOO_LONG, OUT_OF_RANGE, OWNER_OR_CLIENT,
 * LOCATION_NOT_SET).
 */
export function validateNetwork(values: NetworkRuleInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'TOO_LONG';
  if (!values.address.trim()) errors.address = 'REQUIRED';
  else if (values.address.trim().length > ADDRESS_MAX) errors.address = 'TOO_LONG';
  if (values.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  const coordinate = (field: 'latitude' | 'longitude', limit: number) => {
    const text = values[field].trim();
    if (!text) errors[field] = 'REQUIRED';
    else if (!/^-?\d+(\.\d+)?$/.test(text) || Math.abs(Number(text)) > limit) errors[field] = 'OUT_OF_RANGE';
  };
  // no location at all: said once, at the first coordinate (where the keyboard sets it)
  if (!values.latitude.trim() && !values.longitude.trim()) errors.latitude = 'LOCATION_NOT_SET';
  else {
    coordinate('latitude', 90);
    coordinate('longitude', 180);
  }
  if (!values.ownerId && !values.clientId) {
    errors.owner = 'OWNER_OR_CLIENT';
    errors.client = 'OWNER_OR_CLIENT';
  } else if (!values.viewerIsAdmin && !values.clientId) errors.client = 'CLIENT_REQUIRED';
  return errors;
}

// ─── logo ───────────────────────────────────────────────────────────────────────────────────────────

export const LOGO_MAX_BYTES = 5 * 1024 * 1024; // 5242880
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

/** TYPE: "Only JPEG and PNG are allowed"; SIZE: "Max file size is 5MB"; NONE: "No file selected". */
export type LogoProblem = 'TYPE' | 'SIZE' | 'NONE';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** What the browser says about the file: its type and size. */
export function logoFileProblem(file: { type: string; size: number } | null | undefined): LogoProblem | null {
  if (!file) return 'NONE';
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'TYPE';
  if (file.size > LOGO_MAX_BYTES) return 'SIZE';
  return null;
}

/** The file's first bytes match its declared type (a renamed file is refused before the upload). */
export function logoBytesMatch(type: string, bytes: Uint8Array): boolean {
  const signature = type === 'image/png' ? PNG : type === 'image/jpeg' ? JPEG : null;
  return Boolean(signature && signature.every((byte, index) => bytes[index] === byte));
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Every check of a chosen logo: none, type, size, then the magic bytes. */
export async function checkLogo(file: File | null | undefined): Promise<LogoProblem | null> {
  const problem = logoFileProblem(file);
  if (problem || !file) return problem;
  try {
    return logoBytesMatch(file.type, await firstBytes(file, 8)) ? null : 'TYPE';
  } catch {
    return 'TYPE';
  }
}

/** PUTs the logo to the signed URL with its content type; only 200 or 201 is success. */
export async function uploadLogo(url: string, file: Blob, contentType: string): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': contentType },
    credentials: 'same-origin',
  });
  if (response.status !== 200 && response.status !== 201) throw new Error(`upload answered ${response.status}`);
}
