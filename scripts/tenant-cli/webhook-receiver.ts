/**
 * A local webhook receiver as a tenant would write one: verifies each delivery's signature
 * (HMAC-SHA256 over "<timestamp>.<body>", refusing old timestamps) and remembers event ids,
 * so a redelivery is reported as a replay instead of a new event.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifySignature } from '../../api/src/tenant-integration/webhook-signature';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  attempt: number;
  data: { transfer: { id: string; clientId: string; status: string; updatedAt: string } };
}

export interface ReceivedDelivery {
  event: WebhookEvent;
  /** Another delivery of an event already received (a retry, or someone replaying it). */
  replay: boolean;
}

export interface WebhookReceiver {
  url: string;
  deliveries: ReceivedDelivery[];
  /** Deliveries refused for a bad signature (401). */
  refused: number;
  setSecret(secret: string): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: {
  port?: number;
  host?: string;
  onDelivery?: (delivery: ReceivedDelivery) => void;
  onRefused?: (reason: string) => void;
}): Promise<WebhookReceiver> {
  let secret = '';
  const seen = new Set<string>();
  const deliveries: ReceivedDelivery[] = [];
  let refused = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const header = request.headers[SIGNATURE_HEADER];
      const check = secret ? verifySignature(secret, body, typeof header === 'string' ? header : undefined) : null;
      if (!check?.valid) {
        refused += 1;
        options.onRefused?.(check && !check.valid ? check.reason : 'no secret yet');
        response.writeHead(401).end();
        return;
      }
      // The id from the signed body only: the Portal-Event-Id header is not signed, so a
      // replayer could change it to pass an old delivery off as a new event.
      const event = JSON.parse(body) as WebhookEvent;
      const delivery = { event, replay: seen.has(event.id) };
      seen.add(event.id);
      deliveries.push(delivery);
      options.onDelivery?.(delivery);
      response.writeHead(200).end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/webhooks`,
    deliveries,
    get refused() {
      return refused;
    },
    setSecret: (value) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
