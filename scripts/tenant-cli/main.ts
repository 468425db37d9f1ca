/**
 * `pnpm tenant …`: drives the tenant API for a demo (docs/tenant-api.md). Every command talks
 * to the API with a key (--key or TENANT_API_KEY) at --url (TENANT_API_URL, default
 * http://127.0.0.1:8080), except `key create`, which issues the first key: through the
 * sandbox-only route of a running sandbox server, or with --direct straight on the
 * PostgreSQL database of DATABASE_URL (production: there are no admin screens).
 */
import { parseArgs } from 'node:util';
import { issueKeyOnDatabase, UnknownTenantError } from './direct-key';
import {
  createTenantClient,
  TenantApiError,
  type InstantFallback,
  type PayoutSpeed,
  type Transfer,
  type TransferInput,
} from './tenant-client';
import { pointEndpointAtReceiver, SecretNeededError } from './watch-endpoint';
import { startWebhookReceiver } from './webhook-receiver';

const USAGE = `Usage: pnpm tenant <command> [options]

  key create --tenant <subdomain> [--label <text>] [--direct]   issue an API key (printed once)
  key list | key rotate <id> | key revoke <id>
  request  --phone <p> --first <n> --last <n> --amount <12.34> [--status Requested|Initiated]
           [--email <e>] [--purpose <t>] [--address1 <a> --city <c> --state <TX> --zip <z>]
           [--seller <n>] [--closing <YYYY-MM-DD>] [--office <id>] [--realtor <id>] [--idempotency-key <k>]
  disburse (the same options but --status) [--speed instant|same-day|standard]
           [--fallback same-day|refuse]                        send a disbursement to accept
  payouts [--speed <s>] [--fallback <f>] [--same-day-debits on|off]
                                                               show (or change) the payout settings
  step-up [--above <5000.00>|off]                              show (or change) the amount above which a
                                                               payment asks the client to confirm it is them
  language [--default en|es]                                   show (or change) the default language of clients
  list [--status <s>] [--limit <n>] [--offset <n>] | get <id> | cancel <id>
  refund <id> [--amount <12.34>] [--speed instant|same-day|standard] [--idempotency-key <k>]
                                                               pay a completed transfer back (all of it by default)
  events [--transfer <id>]                                     webhook events and their delivery log
  review list [--limit <n>] [--offset <n>]                     debits held by the risk screen, with reasons
  review approve <id> [--note <t>] | review reject <id> [--note <t>] | review decisions <id>
  policy                                                       the risk policy in force (docs/risk.md)
  watch [--port <n>] [--public-url <url>] [--rotate]           receive, verify and print webhooks
           (an existing secret from TENANT_WEBHOOK_SECRET, or --rotate to replace it)

Options: --url <server> (TENANT_API_URL, default http://127.0.0.1:8080), --key <cpk_…> (TENANT_API_KEY)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    tenant: { type: 'string' },
    label: { type: 'string' },
    direct: { type: 'boolean' },
    phone: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    email: { type: 'string' },
    amount: { type: 'string' },
    status: { type: 'string' },
    purpose: { type: 'string' },
    address1: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zip: { type: 'string' },
    seller: { type: 'string' },
    closing: { type: 'string' },
    office: { type: 'string' },
    realtor: { type: 'string' },
    'idempotency-key': { type: 'string' },
    default: { type: 'string' },
    limit: { type: 'string' },
    offset: { type: 'string' },
    transfer: { type: 'string' },
    note: { type: 'string' },
    port: { type: 'string' },
    'public-url': { type: 'string' },
    rotate: { type: 'boolean' },
    speed: { type: 'string' },
    fallback: { type: 'string' },
    above: { type: 'string' },
    'same-day-debits': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const baseUrl = values.url ?? process.env.TENANT_API_URL ?? 'http://127.0.0.1:8080';
const key = values.key ?? process.env.TENANT_API_KEY;
const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

function api() {
  if (!key)
    throw new UsageError('an API key is required: --key or TENANT_API_KEY (create one with `pnpm tenant key create`)');
  return createTenantClient({ baseUrl, key });
}

function transferInput(): TransferInput {
  const property = values.address1
    ? { address1: values.address1, city: values.city, state: values.state, zipcode: values.zip }
    : undefined;
  return {
    client: {
      mobilePhone: required('phone'),
      firstName: required('first'),
      lastName: required('last'),
      email: values.email,
    },
    amount: required('amount'),
    purpose: values.purpose,
    property,
    sellerName: values.seller,
    expectedClosingDate: values.closing,
    officeId: values.office,
    realtorId: values.realtor,
    ...(values.status ? { status: values.status as TransferInput['status'] } : {}),
  };
}

async function createKey(): Promise<void> {
  const tenant = required('tenant');
  if (!values.direct) {
    const created = await createTenantClient({ baseUrl }).createSandboxKey(tenant, values.label);
    console.log(`API key for ${tenant} (shown once, store it now):\n${created.key}\nkey id: ${created.id}`);
    return;
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new UsageError('--direct needs DATABASE_URL (the PostgreSQL database of the portal)');
  const created = await issueKeyOnDatabase(url, tenant, values.label ?? 'cli').catch((error: unknown) => {
    throw error instanceof UnknownTenantError ? new UsageError(error.message) : error;
  });
  console.log(`API key for ${tenant} (shown once, store it now):\n${created.key}\nkey id: ${created.id}`);
}

async function watch(): Promise<void> {
  const client = api();
  const receiver = await startWebhookReceiver({
    port: values.port ? Number(values.port) : 4119,
    onDelivery: ({ event, replay }) =>
      console.log(
        `${replay ? 'REPLAY' : 'new   '} ${event.id} attempt ${event.attempt}: transfer ${event.data.transfer.id} → ${event.data.transfer.status}`,
      ),
    onRefused: (reason) => console.log(`refused a delivery: ${reason}`),
  });
  const endpoint = await pointEndpointAtReceiver(client, values['public-url'] ?? receiver.url, {
    rotate: values.rotate ?? false,
    knownSecret: process.env.TENANT_WEBHOOK_SECRET || undefined,
  }).catch(async (error: unknown) => {
    await receiver.close();
    throw error instanceof SecretNeededError ? new UsageError(error.message) : error;
  });
  receiver.setSecret(endpoint.secret);
  console.log(`Receiving webhooks at ${endpoint.url} (signatures verified); Ctrl-C to stop.`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  await receiver.close();
}

async function review(sub: string | undefined, id: string | undefined): Promise<void> {
  if (sub === 'list') {
    const limit = values.limit ? Number(values.limit) : undefined;
    return print(await api().reviews({ limit, offset: values.offset ? Number(values.offset) : undefined }));
  }
  if (sub === 'approve' && id) return print(await api().approve(id, values.note));
  if (sub === 'reject' && id) return print(await api().reject(id, values.note));
  if (sub === 'decisions' && id) return print(await api().riskDecisions(id));
  throw new UsageError('review list | approve <id> [--note <t>] | reject <id> [--note <t>] | decisions <id>');
}

async function main(): Promise<void> {
  const [command, sub, id] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case 'key':
      if (sub === 'create') return createKey();
      if (sub === 'list') return print(await api().listKeys());
      if (sub === 'rotate' && id) return print(await api().rotateKey(id));
      if (sub === 'revoke' && id) return print(await api().revokeKey(id));
      throw new UsageError('key create | list | rotate <id> | revoke <id>');
    case 'request':
      return print(await api().requestFunds(transferInput(), values['idempotency-key']));
    case 'disburse': {
      const { status: _status, ...input } = transferInput();
      const speed = values.speed as PayoutSpeed | undefined;
      const instantFallback = values.fallback as InstantFallback | undefined;
      return print(
        await api().disburse(
          { ...input, ...(speed ? { speed } : {}), ...(instantFallback ? { instantFallback } : {}) },
          values['idempotency-key'],
        ),
      );
    }
    case 'payouts': {
      const changes = {
        ...(values.speed ? { defaultSpeed: values.speed as PayoutSpeed } : {}),
        ...(values.fallback ? { instantFallback: values.fallback as InstantFallback } : {}),
        ...(values['same-day-debits'] ? { sameDayDebits: values['same-day-debits'] === 'on' } : {}),
      };
      const client = api();
      return print(
        Object.keys(changes).length ? await client.setPayoutSettings(changes) : await client.getPayoutSettings(),
      );
    }
    case 'step-up': {
      const client = api();
      if (values.above === undefined) return print(await client.getStepUpSettings());
      // The server checks the amount (whole cents, at most the largest payment); off and 0 turn it off.
      return print(await client.setStepUpSettings(values.above === 'off' ? null : values.above));
    }
    case 'language': {
      const client = api();
      const chosen = values.default;
      if (chosen === undefined) return print(await client.getLanguageSettings());
      // The server refuses anything but en or es (400); checked here too for a clear message.
      if (chosen !== 'en' && chosen !== 'es') throw new UsageError('language --default en|es');
      return print(await client.setLanguageSettings({ defaultLanguage: chosen }));
    }
    case 'list':
      return print(
        await api().list({
          // The server checks it against the statuses it knows (400 otherwise).
          status: values.status as Transfer['status'] | undefined,
          limit: values.limit ? Number(values.limit) : undefined,
          offset: values.offset ? Number(values.offset) : undefined,
        }),
      );
    case 'get':
      if (!sub) throw new UsageError('get <transfer id>');
      return print(await api().get(sub));
    case 'cancel':
      if (!sub) throw new UsageError('cancel <transfer id>');
      return print(await api().cancel(sub));
    case 'refund': {
      if (!sub) throw new UsageError('refund <transfer id>');
      const input = {
        ...(values.amount ? { amount: values.amount } : {}),
        ...(values.speed ? { speed: values.speed as PayoutSpeed } : {}),
      };
      return print(await api().refund(sub, input, values['idempotency-key']));
    }
    case 'events':
      return print(await api().events(values.transfer));
    case 'review':
      return review(sub, id);
    case 'policy':
      return print(await api().riskPolicy());
    case 'watch':
      return watch();
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof TenantApiError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
