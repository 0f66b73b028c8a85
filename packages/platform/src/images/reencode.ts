import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg';

export interface ReencodeOptions {
  /** Formats accepted (by their decoded content, not by name or header). */
  formats: readonly ImageFormat[];
  /** Exact size wanted, when there is one (icons: 200x200). */
  width?: number;
  height?: number;
  /** Largest picture decoded when no exact size is asked for; guards against decompression bombs. */
  maxPixels?: number;
}

export interface ReencodedImage {
  bytes: Buffer;
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  width: number;
  height: number;
}

/** Why an image is refused; `code` is the upload error code the caller answers with. */
export class ImageRefused extends Error {
  constructor(
    readonly code: 'UNSUPPORTED_TYPE' | 'INVALID_IMAGE',
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_MAX_PIXELS = 4096 * 4096;

/**
 * Decodes the whole picture and encodes it again, so what is stored is only pixels: metadata
 * (EXIF, text chunks, ICC) is dropped, and anything after the image's end (HTML after IEND, a zip
 * appended to a JPEG) cannot survive. A file that does not fully decode is refused.
 * Reused for uploaded icons, network logos (PNG or JPEG) and documents' images.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  const exactPixels = options.width && options.height ? options.width * options.height : undefined;
  const limitInputPixels = exactPixels ?? options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const format = formatOf(input);
  if (!format || !options.formats.includes(format)) {
    throw new ImageRefused('UNSUPPORTED_TYPE', `The file is not a ${options.formats.join(' or ').toUpperCase()} image`);
  }
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new ImageRefused('INVALID_IMAGE', 'The image is damaged or incomplete');
    checkSize(meta.width, meta.height, options);
    // failOn 'warning': a truncated or corrupt image is refused rather than stored half decoded.
    const image = sharp(input, { failOn: 'warning', limitInputPixels }).rotate();
    const encoded = format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    checkSize(info.width, info.height, options);
    return { bytes: data, format, contentType: `image/${format}`, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ImageRefused) throw err;
    throw new ImageRefused('INVALID_IMAGE', 'The image is damaged or incomplete');
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by its signature: a file that starts like a PNG but does not decode is a damaged PNG. */
function formatOf(bytes: Buffer): ImageFormat | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

function checkSize(width: number | undefined, height: number | undefined, options: ReencodeOptions) {
  const wrongWidth = options.width !== undefined && width !== options.width;
  const wrongHeight = options.height !== undefined && height !== options.height;
  if (wrongWidth || wrongHeight) {
    const wanted = `${options.width ?? 'any'}x${options.height ?? 'any'}`;
    throw new ImageRefused('INVALID_IMAGE', `The image must be ${wanted} pixels, not ${width}x${height}`);
  }
}
