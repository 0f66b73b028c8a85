import { describe, expect, it, vi } from 'vitest';
import {
  ICON_MAX_BYTES,
  iconDimensionsProblem,
  iconFileProblem,
  isPngSignature,
  prepareIcon,
  uploadIcon,
  type IconSteps,
} from './icon';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name = 'icon.png', type = 'image/png', bytes = PNG) =>
  new File([new Uint8Array([...bytes, 0, 0, 0])], name, { type });

function steps(width: number, height: number): IconSteps & { resize: ReturnType<typeof vi.fn> } {
  return {
    readBytes: async (file, count) => new Uint8Array(await file.slice(0, count).arrayBuffer()),
    readDimensions: async () => ({ width, height }),
    resize: vi.fn(async (_file: Blob, size: number) => new Blob([`resized-${size}`], { type: 'image/png' })),
  };
}

describe('alert-screen icon rules', () => {
  it('accepts only PNG files of at most 10 MB', () => {
    expect(iconFileProblem({ type: 'image/png', size: 1000, name: 'a.png' })).toBeNull();
    expect(iconFileProblem({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBe('TYPE');
    expect(iconFileProblem({ type: 'image/png', size: 1000, name: 'a.gif' })).toBe('TYPE');
    expect(iconFileProblem({ type: 'image/png', size: ICON_MAX_BYTES, name: 'a.png' })).toBeNull();
    expect(iconFileProblem({ type: 'image/png', size: ICON_MAX_BYTES + 1, name: 'a.png' })).toBe('SIZE');
  });

  it('wants exactly 160x160', () => {
    expect(iconDimensionsProblem({ width: 160, height: 160 })).toBeNull();
    expect(iconDimensionsProblem({ width: 200, height: 200 })).toBe('DIMENSIONS');
    expect(iconDimensionsProblem({ width: 160, height: 161 })).toBe('DIMENSIONS');
  });

  it('knows the PNG signature', () => {
    expect(isPngSignature(new Uint8Array(PNG))).toBe(true);
    expect(isPngSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe(false);
  });

  it('refuses a wrong type, a file that is not really a PNG, and a wrong size', async () => {
    expect(await prepareIcon(pngFile('a.jpg', 'image/jpeg'), steps(160, 160))).toEqual({ ok: false, problem: 'TYPE' });
    expect(await prepareIcon(pngFile('a.png', 'image/png', [1, 2, 3, 4, 5, 6, 7, 8]), steps(160, 160))).toEqual({
      ok: false,
      problem: 'TYPE',
    });
    expect(await prepareIcon(pngFile(), steps(100, 100))).toEqual({ ok: false, problem: 'DIMENSIONS' });
    const big = new File([new Uint8Array(ICON_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await prepareIcon(big, steps(160, 160))).toEqual({ ok: false, problem: 'SIZE' });
  });

  it('accepts 160x160 and resizes it to 200x200', async () => {
    const s = steps(160, 160);
    const result = await prepareIcon(pngFile(), s);
    expect(result.ok).toBe(true);
    expect(s.resize).toHaveBeenCalledWith(expect.any(File), 200);
    if (result.ok) expect(await result.blob.text()).toBe('resized-200');
  });

  it('counts only 200 or 201 from the upload as success and returns the uploadId', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ uploadId: 'up-1', url: '/files/x' }), { status: 201 }),
    );
    expect(await uploadIcon('/uploads/token', new Blob(['x']))).toBe('up-1');
    expect(fetchMock).toHaveBeenCalledWith('/uploads/token', expect.objectContaining({ method: 'PUT' }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ uploadId: 'up-2' }), { status: 202 }));
    await expect(uploadIcon('/uploads/token', new Blob(['x']))).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 400 }));
    await expect(uploadIcon('/uploads/token', new Blob(['x']))).rejects.toThrow();
    vi.unstubAllGlobals();
  });
});
