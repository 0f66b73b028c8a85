// The file a document takes (spec 5 and 9, rest-contract "Documents and their files"): checked here before
// anything is sent, so a wrong choice is said at once; the platform checks the same and the bytes again.

export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** Accepted extensions and the content type each is sent with when the browser does not know one. */
export const DOCUMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

export const ACCEPTED_EXTENSIONS = Object.keys(DOCUMENT_CONTENT_TYPES);
/** For the file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'REQUIRED' | 'UNSUPPORTED_TYPE' | 'TOO_LARGE' | 'EMPTY';

export const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

/** What is wrong with a chosen file, or null. */
export function documentFileProblem(file: File | null | undefined): FileProblem | null {
  if (!file) return 'REQUIRED';
  if (!(extensionOf(file.name) in DOCUMENT_CONTENT_TYPES)) return 'UNSUPPORTED_TYPE';
  if (file.size > MAX_DOCUMENT_BYTES) return 'TOO_LARGE';
  if (file.size === 0) return 'EMPTY';
  return null;
}

/** The content type the file is declared and PUT with: the browser's, else the one of its extension. */
export function contentTypeOf(file: File): string {
  return file.type || DOCUMENT_CONTENT_TYPES[extensionOf(file.name)] || 'application/octet-stream';
}

/** The name a new document gets when the name field is left empty: the file's name without its extension. */
export const baseName = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(0, dot) : filename;
};

/** What the preview panel can show for a file. */
export function previewKind(extension: string | null | undefined): 'pdf' | 'image' | 'none' {
  if (extension === 'pdf') return 'pdf';
  if (extension === 'png' || extension === 'jpg' || extension === 'jpeg') return 'image';
  return 'none';
}
