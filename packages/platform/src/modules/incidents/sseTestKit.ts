/** A test's server-sent-events reader: collects `event: incident` messages of one stream. */
export interface SseStream {
  status: number;
  headers: Headers;
  /** The JSON body of an answer that is not a stream (a refusal), else undefined. */
  refusal: any;
  messages: any[];
  /** Resolves with the first message (already received or coming) matching `match`, or rejects after `ms`. */
  next(match: (m: any) => boolean, ms?: number): Promise<any>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, token?: string): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
    signal: abort.signal,
  });
  const isStream = !!res.body && !!res.headers.get('content-type')?.startsWith('text/event-stream');
  const refusal = isStream ? undefined : await res.json().catch(() => undefined);
  const messages: any[] = [];
  const waiters: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  let buffer = '';
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const ended = (async () => {
    if (!isStream || !res.body) return opened();
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('retry:')) opened();
          const data = frame
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (!data) continue;
          const message = JSON.parse(data);
          messages.push(message);
          for (const w of [...waiters]) if (w.match(message)) w.resolve(message);
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await open;
  return {
    status: res.status,
    headers: res.headers,
    refusal,
    messages,
    ended,
    next(match, ms = 5000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
}
