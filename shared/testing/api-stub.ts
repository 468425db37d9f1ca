// Test helper for the front ends' component tests: answers the portal API from a table of
// handlers, by GraphQL field or by REST method and path, and records every call. RTK Query
// hands fetch a Request.

export interface StubCall {
  method: string;
  path: string;
  /** The first field of a GraphQL operation ('Client', 'updateTransfer'), else null. */
  field: string | null;
  body: unknown;
  authorization: string | null;
}

export type StubHandler = (call: StubCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(body === null && status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function firstField(query: string): string | null {
  const selection = query.slice(query.indexOf('{') + 1);
  return /^\s*([A-Za-z_]\w*)/.exec(selection)?.[1] ?? null;
}

/** handlers: 'Client' (GraphQL field) or 'GET /security/customer/c1/t1' (path under /api). */
export function stubApi(handlers: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const field = path === '/graphql' ? firstField((body as { query: string }).query) : null;
    const call = { method: request.method, path, field, body, authorization: request.headers.get('Authorization') };
    calls.push(call);
    const handler = handlers[field ?? `${request.method} ${path}`];
    if (!handler) return json({ message: `no stub for ${field ?? `${request.method} ${path}`}` }, 500);
    return handler(call);
  });
  return calls;
}
