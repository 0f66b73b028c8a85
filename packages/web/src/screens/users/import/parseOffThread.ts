// Reads a picked file: name and size first (before any byte is read), then the zip guard and exceljs in
// a Web Worker. Where workers are missing (jsdom in component tests) the same code runs on this thread.
import type { ParsedImportFile } from './parseFile';
import { checkFileMeta, ImportFileError, type ImportFileErrorCode } from './zipGuard';

type WorkerAnswer = { ok: true; result: ParsedImportFile } | { ok: false; code: ImportFileErrorCode; message: string };

async function inWorker(bytes: ArrayBuffer, name: string): Promise<ParsedImportFile> {
  const { default: ParseWorker } = await import('./parseWorker?worker');
  const worker = new ParseWorker();
  try {
    return await new Promise<ParsedImportFile>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        if (event.data.ok) resolve(event.data.result);
        else reject(new ImportFileError(event.data.code, event.data.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new ImportFileError('PARSE_FAILED', event.message));
      };
      worker.postMessage({ bytes, name }, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}

export async function parseOffThread(file: File): Promise<ParsedImportFile> {
  checkFileMeta(file.name, file.size);
  const bytes = await file.arrayBuffer();
  if (typeof Worker !== 'undefined') return inWorker(bytes, file.name);
  const { parseImportFile } = await import('./parseFile');
  return parseImportFile(new Uint8Array(bytes), file.name);
}
