import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

/**
 * Opens a connection, sends `head` and then nothing more, and resolves with what the server
 * wrote before it closed the connection. A server that never closes it fails the test by the
 * test's own timeout.
 */
function sendAndStall(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe.each(driversFor('one'))('requests that never finish arriving (%s)', (driver) => {
  const ctx = useTestApp(driver, { requestTimeoutMs: 1_500 });
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('answers 408 and closes a request whose body stops halfway', async () => {
    const body = '{"phone":"+1737';
    const answer = await sendAndStall(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: demo.localhost:8080\r\nContent-Type: application/json\r\n' +
        `Content-Length: 200\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('closes a connection whose headers never end', async () => {
    const answer = await sendAndStall(port, 'GET /api/healthz HTTP/1.1\r\nHost: demo.localhost:8080\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});
