/**
 * A local webhook receiver as a tenant would write one: verifies each delivery with the
 * Standard Webhooks library (`standardwebhooks`: the webhook-id, webhook-timestamp and
 * webhook-signature headers, old timestamps refused) and remembers the signed webhook ids, so
 * a redelivery is reported as a replay instead of a new event.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

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
      const check = secret ? verify(secret, body, request.headers) : 'no secret yet';
      if (typeof check === 'string') {
        refused += 1;
        options.onRefused?.(check);
        response.writeHead(401).end();
        return;
      }
      // Replays are told by the signed webhook-id (the event's id): the Portal-Event-Id header is
      // not signed, so a replayer could change it to pass an old delivery off as a new event.
      const event = check;
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

/** The verified event, or why the delivery is refused. */
function verify(secret: string, body: string, headers: http.IncomingHttpHeaders): WebhookEvent | string {
  const text = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
  try {
    const event = new Webhook(secret).verify(body, {
      'webhook-id': text('webhook-id'),
      'webhook-timestamp': text('webhook-timestamp'),
      'webhook-signature': text('webhook-signature'),
    }) as WebhookEvent;
    // The body's id is the signed webhook-id: one name for the event everywhere.
    return event.id === text('webhook-id') ? event : 'the event id differs from webhook-id';
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.message;
    throw error;
  }
}
