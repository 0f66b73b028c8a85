// The parse worker: the zip guard, exceljs and the header search run here, so a large file never
// blocks the tab. Loaded by parseOffThread.ts with Vite's `?worker` import.
import { parseImportFile } from './parseFile';
import { ImportFileError } from './zipGuard';

export interface ParseRequest {
  bytes: ArrayBuffer;
  name: string;
}

self.onmessage = async (event: MessageEvent<ParseRequest>) => {
  try {
    const result = await parseImportFile(new Uint8Array(event.data.bytes), event.data.name);
    self.postMessage({ ok: true, result });
  } catch (error) {
    self.postMessage({
      ok: false,
      code: error instanceof ImportFileError ? error.code : 'PARSE_FAILED',
      message: (error as Error)?.message ?? String(error),
    });
  }
};
