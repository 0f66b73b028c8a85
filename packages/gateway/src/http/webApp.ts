import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vakt</title></head>
<body><h1>Vakt</h1><p>The web app is not built. Run <code>pnpm --filter @vakt/web build</code>, then reload.</p>
<p>The GraphQL API is at <a href="/graphql">/graphql</a>.</p></body></html>`;

/**
 * Serves the built web app with SPA fallback (extensionless paths get index.html). The folder is looked
 * for on each request until it exists, so a first build needs no gateway restart. Files are sent
 * precompressed (brotli or gzip, as the browser accepts) with the original file's content type.
 */
export function createWebAppHandler(distDir: string) {
  let serve: RequestHandler | null = null;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!serve && existsSync(join(distDir, 'index.html'))) {
      // The build writes .br and .gz next to each file: sirv picks one by Accept-Encoding and sets Vary.
      // `dev` makes sirv look each file up when asked instead of listing the folder once: a rebuild under
      // a running gateway (which empties the folder first) then never makes it stream a deleted file, an
      // unhandled stream error that would end the process; a few stat calls per request.
      serve = sirv(distDir, {
        dev: true,
        single: true,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: cacheHeaders,
      });
    }
    if (serve) return serve(req, res);
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(NOT_BUILT_PAGE);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  };
}

/** Types sirv's table (mrmime) does not know, for files the console links to. */
const EXTRA_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function cacheHeaders(res: ServerResponse, pathname: string): void {
  // Vite names built assets by content hash; index.html must always be fetched fresh.
  res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const type = EXTRA_TYPES[pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()];
  if (type) res.setHeader('content-type', type);
}
