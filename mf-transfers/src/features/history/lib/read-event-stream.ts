// A reader of a text/event-stream body (the server-sent events format of the HTML standard),
// for a stream opened with fetch: EventSource cannot send the Authorization header.

export interface StreamEvent {
  /** The `event:` field; 'message' when the server gave none. */
  type: string;
  data: string;
}

/** Splits the stream into events and hands each to `onEvent`; resolves when the stream ends. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let type = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      // A blank line ends an event; one without data is nothing (a keep-alive).
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    // id and retry are the browser's reconnection hints: this reader reconnects by polling.
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    lines.forEach(line);
  }
}
