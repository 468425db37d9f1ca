/** A response whose body the test writes into: the server-sent events of GET /transfers/events. */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    get response() {
      opened = true;
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    opened: () => opened,
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}
