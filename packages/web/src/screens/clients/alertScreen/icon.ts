// The alert-screen icon rules (spec 5 and 9): PNG only, at most 10 MB, exactly 160x160 in; the browser
// resizes it to a 200x200 PNG before the upload. The checks are pure so they are tested directly; the
// image decoding and canvas steps are injectable because jsdom has neither.

export const ICON_MAX_BYTES = 10 * 1024 * 1024;
export const ICON_INPUT_SIZE = 160;
export const ICON_OUTPUT_SIZE = 200;
export const CAPTION_MAX = 20;

export type IconProblem = 'TYPE' | 'SIZE' | 'DIMENSIONS';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Type and size, from what the browser says about the file. */
export function iconFileProblem(file: { type: string; size: number; name?: string }): IconProblem | null {
  const pngName = !file.name || /\.png$/i.test(file.name);
  if (file.type !== 'image/png' || !pngName) return 'TYPE';
  if (file.size > ICON_MAX_BYTES) return 'SIZE';
  return null;
}

/** The first bytes of a PNG file. */
export function isPngSignature(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

export function iconDimensionsProblem(size: { width: number; height: number }): IconProblem | null {
  return size.width === ICON_INPUT_SIZE && size.height === ICON_INPUT_SIZE ? null : 'DIMENSIONS';
}

export interface IconSteps {
  readBytes: (file: Blob, count: number) => Promise<Uint8Array>;
  readDimensions: (file: Blob) => Promise<{ width: number; height: number }>;
  resize: (file: Blob, size: number) => Promise<Blob>;
}

async function readBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

async function readDimensions(file: Blob) {
  const image = await loadImage(file);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

async function resize(file: Blob, size: number): Promise<Blob> {
  const image = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'),
  );
}

export const browserIconSteps: IconSteps = { readBytes, readDimensions, resize };

export type PreparedIcon = { ok: true; blob: Blob } | { ok: false; problem: IconProblem };

/** Checks a chosen file and, when it passes, resizes it to the 200x200 PNG that is uploaded. */
export async function prepareIcon(file: File, steps: IconSteps = browserIconSteps): Promise<PreparedIcon> {
  const problem = iconFileProblem(file);
  if (problem) return { ok: false, problem };
  if (!isPngSignature(await steps.readBytes(file, 8))) return { ok: false, problem: 'TYPE' };
  let dimensions: { width: number; height: number };
  try {
    dimensions = await steps.readDimensions(file);
  } catch {
    return { ok: false, problem: 'TYPE' };
  }
  const wrongSize = iconDimensionsProblem(dimensions);
  if (wrongSize) return { ok: false, problem: wrongSize };
  return { ok: true, blob: await steps.resize(file, ICON_OUTPUT_SIZE) };
}

/** PUTs the icon to the signed URL; only 200 or 201 is success, the answer names the upload. */
export async function uploadIcon(url: string, blob: Blob): Promise<string> {
  const response = await fetch(url, {
    method: 'PUT',
    body: blob,
    headers: { 'content-type': 'image/png' },
    credentials: 'same-origin',
  });
  if (response.status !== 200 && response.status !== 201) throw new Error(`upload answered ${response.status}`);
  const body = (await response.json()) as { uploadId?: string | number };
  if (body.uploadId === undefined || body.uploadId === null) throw new Error('no uploadId');
  return String(body.uploadId);
}
