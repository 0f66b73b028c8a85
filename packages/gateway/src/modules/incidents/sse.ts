/** One event of a text/event-stream (comments and `retry:` are not events). */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Feeds chunks of a text/event-stream and calls `onEvent` for each complete event (a blank line ends
 * one; lines may end in LF, CRLF or CR). Chunks may split lines and multi-byte characters anywhere.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk: Uint8Array) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: RegExpExecArray | null;
      const newline = /\r\n|\r|\n/g;
      let start = 0;
      while ((end = newline.exec(buffer)) !== null) {
        // A CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (end[0] === '\r' && end.index === buffer.length - 1) break;
        line(buffer.slice(start, end.index));
        start = end.index + end[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
