import { readEventStream, type StreamEvent } from './read-event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('reads named events split anywhere across chunks, skipping comments and keep-alives', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(
      streamOf([
        ': connected\n\n',
        'event: transfer-status\nda',
        'ta: {"transferId":"t1","status":"submitted"}\n',
        '\nevent: transfer-status\r\ndata: {"transferId":"t1",\r\ndata: "status":"completed"}\r\n\r\n',
        'data: plain\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { type: 'transfer-status', data: '{"transferId":"t1","status":"submitted"}' },
      { type: 'transfer-status', data: '{"transferId":"t1",\n"status":"completed"}' },
      { type: 'message', data: 'plain' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(streamOf(['event: transfer-status\ndata: {}\n']), (event) => events.push(event));
    expect(events).toEqual([]);
  });
});
