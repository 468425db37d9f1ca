import { randomUUID } from 'node:crypto';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from '../../src/tenant-api';
import { startWebhookReceiver, type WebhookReceiver } from '../../../scripts/tenant-cli/webhook-receiver';

/** This helper's ports (4170-4179). */
const PORT = 4173;
const SECRET = 'whsec_receiver-test-secret';

describe('the CLI webhook receiver', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ port: PORT });
    receiver.setSecret(SECRET);
  });
  afterAll(() => receiver?.close());

  const deliver = (event: { id: string }, eventIdHeader: string) => {
    const body = JSON.stringify({ ...event, type: 'transfer.status_changed', attempt: 1, data: { transfer: {} } });
    return fetch(receiver.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(SECRET, body),
        [EVENT_ID_HEADER]: eventIdHeader,
      },
      body,
    });
  };

  it('tells replays by the signed event id, whatever the unsigned Portal-Event-Id header says', async () => {
    const first = randomUUID();
    const second = randomUUID();
    expect((await deliver({ id: first }, first)).status).toBe(200);
    // The same signed delivery replayed with a fresh header is still a replay...
    expect((await deliver({ id: first }, randomUUID())).status).toBe(200);
    // ...and a new event carrying an old id in the header is still new.
    expect((await deliver({ id: second }, first)).status).toBe(200);
    expect(receiver.deliveries.map((delivery) => [delivery.event.id, delivery.replay])).toEqual([
      [first, false],
      [first, true],
      [second, false],
    ]);
  });

  it('refuses a delivery whose signature does not verify', async () => {
    const response = await fetch(receiver.url, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signatureHeader('whsec_other', '{}') },
      body: JSON.stringify({ id: randomUUID() }),
    });
    expect(response.status).toBe(401);
  });
});
