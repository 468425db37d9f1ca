// Test helper: answers fetch with a handler and records what was sent. RTK Query
// passes a Request to fetch, so the handler sees exactly what would go on the wire.

export interface SentRequest {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function mockFetch(handler: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const entry: SentRequest = {
      url: request.url,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    return handler(entry);
  });
  return { sent, spy };
}
