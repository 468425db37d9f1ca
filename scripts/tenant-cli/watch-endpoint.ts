/**
 * `pnpm tenant watch` points the tenant's webhook endpoint at the local receiver and needs the
 * signing secret to verify deliveries. The API shows a secret only when it is created or
 * rotated, and rotating breaks whatever receiver already uses it, so the watcher rotates only
 * when asked (--rotate); otherwise it takes the current secret from TENANT_WEBHOOK_SECRET.
 */
export interface EndpointClient {
  getWebhookEndpoint(): Promise<{ url: string } | null>;
  setWebhookEndpoint(url: string, rotateSecret?: boolean): Promise<{ url: string; secret?: string }>;
}

export class SecretNeededError extends Error {
  constructor() {
    super(
      'this tenant already has a webhook endpoint and secret: set TENANT_WEBHOOK_SECRET to that secret, ' +
        'or pass --rotate to replace it (receivers using the old secret will refuse deliveries)',
    );
    this.name = 'SecretNeededError';
  }
}

/** Registers `url` as the endpoint and answers the secret to verify with; changes nothing when it cannot. */
export async function pointEndpointAtReceiver(
  client: EndpointClient,
  url: string,
  { rotate, knownSecret }: { rotate: boolean; knownSecret?: string },
): Promise<{ url: string; secret: string }> {
  if (!rotate && !knownSecret && (await client.getWebhookEndpoint()) !== null) throw new SecretNeededError();
  const endpoint = await client.setWebhookEndpoint(url, rotate);
  const secret = endpoint.secret ?? knownSecret;
  if (!secret) throw new SecretNeededError();
  return { url: endpoint.url, secret };
}
