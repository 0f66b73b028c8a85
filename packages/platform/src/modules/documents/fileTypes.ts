/** The files a document may hold (contract "Documents and their files"): extension to the type it is served as. */
export const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
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

export const DOCUMENT_EXTENSIONS = Object.keys(CONTENT_TYPE_OF_EXTENSION);

/** 50 MB, the largest document file (migration 020's size check). */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/** The lower-case extension of a file name (no dot), or undefined when it has none. */
export function extensionOf(filename: string): string | undefined {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return undefined;
  return filename.slice(dot + 1).toLowerCase();
}

/** The file name without its extension: a document's default name. */
export const baseNameOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return (dot > 0 ? filename.slice(0, dot) : filename).trim();
};

/** A ready document's file, under the backoffice API: `/files/<type>/<id>.<extension>` (contract). */
export const documentFileUrl = (type: string, id: number, extension: string) =>
  `/backoffice/files/${type}/${id}.${extension}`;
