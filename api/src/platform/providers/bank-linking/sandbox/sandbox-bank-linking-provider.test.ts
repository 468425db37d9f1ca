import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { centsToDecimal } from '../../../money';
import { SandboxOutbox } from '../../sandbox-outbox/sandbox-outbox';
import { microDepositAmounts } from './micro-deposit-statement';
import { SandboxBankLinkingProvider } from './sandbox-bank-linking-provider';

const silent = pino({ level: 'silent' });
const USER = {
  legalName: 'Pat Q Example',
  emailAddress: 'pat@example.com',
  phoneNumber: '+15550100000',
  address: { street: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701' },
};

function setup(delayMs = 3000) {
  let now = new Date('2026-11-23T01:00:00Z');
  const directory = mkdtempSync(path.join(tmpdir(), 'sandbox-bank-'));
  const outbox = new SandboxOutbox(directory, () => now);
  const sandbox = new SandboxBankLinkingProvider({
    directory,
    outbox,
    microDepositDelayMs: delayMs,
    logger: silent,
    now: () => now,
  });
  return {
    sandbox,
    outbox,
    directory,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    linkToken: async () =>
      (await sandbox.createLinkToken({ clientUserId: 'client-1', clientName: 'Demo', products: ['auth'], user: USER }))
        .linkToken,
  };
}

/** Link through the dialog's steps and return the onSuccess payload. */
async function linkAccount(env: ReturnType<typeof setup>, institutionId: string, pick = 0) {
  const token = await env.linkToken();
  let result = await env.sandbox.link.login(token, institutionId, 'user_good', 'pass_good');
  if (result.status === 'mfa') result = await env.sandbox.link.answerMfa(token, result.link_session_id, '1234');
  if (result.status !== 'accounts') throw new Error('expected accounts');
  return env.sandbox.link.complete(token, result.link_session_id, result.accounts[pick]!.id);
}

describe('SandboxBankLinkingProvider', () => {
  it('links an instant-auth account: one-time public token, balances, ACH numbers, identity and a processor token', async () => {
    const env = setup();
    const success = await linkAccount(env, 'ins_109508');
    expect(success.metadata.institution).toEqual({ institution_id: 'ins_109508', name: 'First Platypus Bank' });
    expect(success.metadata.accounts[0]).toMatchObject({
      mask: '0000',
      subtype: 'checking',
      verification_status: null,
    });

    const { accessToken } = await env.sandbox.exchangePublicToken(success.public_token);
    await expect(env.sandbox.exchangePublicToken(success.public_token)).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_TOKEN',
    });
    const [balance] = await env.sandbox.getBalances(accessToken);
    expect(balance?.balances.availableCents).toBe(10_000);
    await expect(env.sandbox.getAuth(accessToken)).resolves.toEqual([
      { accountId: success.metadata.account_id, achNumbers: true },
    ]);
    const [identity] = await env.sandbox.getIdentity(accessToken);
    expect(identity?.owners[0]?.names).toEqual(['Pat Q Example']);

    const processorToken = await env.sandbox.createProcessorToken(accessToken, success.metadata.account_id);
    await expect(env.sandbox.resolveProcessorToken(processorToken)).resolves.toEqual({
      bankAccountType: 'checking',
      name: 'Plaid Checking',
      mask: '0000',
      // First Platypus Bank is an RTP participant (sandbox-institutions.ts).
      realTimePayments: true,
    });
    await expect(env.sandbox.resolveProcessorToken('processor-sandbox-checking-unknown')).resolves.toBeNull();
    await expect(env.sandbox.getAccounts('access-sandbox-forged')).rejects.toMatchObject({
      code: 'INVALID_ACCESS_TOKEN',
    });
  });

  it('refuses wrong credentials, expired link tokens, the login-error bank and a wrong MFA code, as Plaid does', async () => {
    const env = setup();
    const token = await env.linkToken();
    await expect(env.sandbox.link.login(token, 'ins_109508', 'user_good', 'wrong')).rejects.toMatchObject({
      body: { error_type: 'ITEM_ERROR', error_code: 'INVALID_CREDENTIALS' },
    });
    await expect(env.sandbox.link.login(token, 'ins_109513', 'user_good', 'pass_good')).rejects.toMatchObject({
      body: { error_code: 'ITEM_LOGIN_REQUIRED' },
    });
    await expect(env.sandbox.link.login(token, 'ins_109508', 'user_good', 'error_ITEM_LOCKED')).rejects.toMatchObject({
      body: { error_code: 'ITEM_LOCKED' },
    });
    const mfa = await env.sandbox.link.login(token, 'ins_109512', 'user_good', 'pass_good');
    expect(mfa.status).toBe('mfa');
    await expect(env.sandbox.link.answerMfa(token, mfa.link_session_id, '0000')).rejects.toMatchObject({
      body: { error_code: 'INVALID_MFA' },
    });
    env.advance(4 * 3_600_000 + 1);
    expect(() => env.sandbox.link.institutions(token, '')).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ error_code: 'INVALID_LINK_TOKEN' }) }),
    );
  });

  it('reports another owner at the identity-mismatch bank', async () => {
    const env = setup();
    const success = await linkAccount(env, 'ins_109510');
    const { accessToken } = await env.sandbox.exchangePublicToken(success.public_token);
    const [identity] = await env.sandbox.getIdentity(accessToken);
    expect(identity?.owners[0]?.names).toEqual(['Pat Tattersall']);
    expect(identity?.owners[0]?.addresses[0]).toMatchObject({ street: '1 Tattersall Lane', city: 'Springfield' });
  });

  it('verifies micro-deposits: statement after the delay, wrong amounts counted, then success', async () => {
    const env = setup(3000);
    const success = await linkAccount(env, 'ins_109511');
    expect(success.metadata.accounts[0]?.verification_status).toBe('pending_manual_verification');
    const { accessToken } = await env.sandbox.exchangePublicToken(success.public_token);
    const [pending] = await env.sandbox.getBalances(accessToken);
    expect(pending?.balances.availableCents).toBeNull();
    await expect(env.sandbox.createProcessorToken(accessToken, success.metadata.account_id)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_READY',
    });

    await env.sandbox.deliverDueDeposits();
    expect(await env.outbox.list({ to: USER.emailAddress })).toHaveLength(0);
    env.advance(3000);
    await env.sandbox.deliverDueDeposits();
    await env.sandbox.deliverDueDeposits();
    const [statement] = await env.outbox.list({ to: USER.emailAddress });
    const amounts = microDepositAmounts(success.metadata.account_id).map(centsToDecimal);
    expect(statement?.text).toContain(`$${amounts[0]}`);
    expect(await env.outbox.list({ to: USER.emailAddress })).toHaveLength(1);

    const update = await env.sandbox.createLinkToken({
      clientUserId: 'client-1',
      clientName: 'Demo',
      products: ['auth'],
      accessToken,
    });
    expect(env.sandbox.link.session(update.linkToken)).toMatchObject({
      mode: 'verify_microdeposits',
      account: { mask: '5555' },
    });
    await expect(env.sandbox.link.verifyMicroDeposits(update.linkToken, ['0.10', '0.11'])).rejects.toMatchObject({
      body: { error_code: 'INCORRECT_DEPOSIT_AMOUNTS', attempts_remaining: 2 },
    });
    const done = await env.sandbox.link.verifyMicroDeposits(update.linkToken, [amounts[1]!, amounts[0]!]);
    expect(done.metadata.accounts[0]?.verification_status).toBe('manually_verified');
    const [verified] = await env.sandbox.getBalances(accessToken);
    expect(verified?.balances.availableCents).toBe(275_000);
  });

  it('locks the account after three wrong tries, and remembers it across a restart', async () => {
    const env = setup(0);
    const success = await linkAccount(env, 'ins_109511');
    const { accessToken } = await env.sandbox.exchangePublicToken(success.public_token);
    const update = await env.sandbox.createLinkToken({
      clientUserId: 'client-1',
      clientName: 'Demo',
      products: ['auth'],
      accessToken,
    });
    for (const remaining of [2, 1]) {
      await expect(env.sandbox.link.verifyMicroDeposits(update.linkToken, ['0.10', '0.11'])).rejects.toMatchObject({
        body: { attempts_remaining: remaining },
      });
    }
    await expect(env.sandbox.link.verifyMicroDeposits(update.linkToken, ['0.10', '0.11'])).rejects.toMatchObject({
      body: { error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS' },
    });
    const amounts = microDepositAmounts(success.metadata.account_id).map(centsToDecimal);
    await expect(env.sandbox.link.verifyMicroDeposits(update.linkToken, amounts)).rejects.toMatchObject({
      body: { error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS' },
    });

    const restarted = new SandboxBankLinkingProvider({
      directory: env.directory,
      outbox: env.outbox,
      microDepositDelayMs: 0,
      logger: silent,
    });
    const [account] = (await restarted.getAccounts(accessToken)).accounts;
    expect(account?.verificationStatus).toBe('verification_failed');
  });

  it('refuses a public token after its 30 minutes', async () => {
    const env = setup();
    const success = await linkAccount(env, 'ins_109508');
    env.advance(30 * 60_000 + 1);
    await env.linkToken(); // creating a token also forgets the expired ones
    await expect(env.sandbox.exchangePublicToken(success.public_token)).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_TOKEN',
    });
  });

  it("knows the seeded accounts' items, and posts a seeded pending account's deposits once at start", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'sandbox-bank-seeded-'));
    const outbox = new SandboxOutbox(directory);
    const seeded = {
      accessToken: 'access-sandbox-seed-1',
      itemId: 'item-sandbox-seed-1',
      accountId: 'acct-sandbox-seed-1',
      institutionId: 'ins_109511',
      name: 'Tartan Checking',
      mask: '2002',
      subtype: 'checking' as const,
      balanceCents: null,
      pendingVerification: true,
      recipient: 'dana@example.com',
    };
    const start = () =>
      new SandboxBankLinkingProvider({
        directory,
        outbox,
        microDepositDelayMs: 0,
        logger: silent,
        seededAccounts: [seeded],
      });
    const sandbox = start();
    await sandbox.ready;
    const [account] = (await sandbox.getAccounts('access-sandbox-seed-1')).accounts;
    expect(account).toMatchObject({ mask: '2002', verificationStatus: 'pending_manual_verification' });
    await start().ready; // a restart delivers nothing twice
    const statements = await outbox.list({ to: 'dana@example.com' });
    expect(statements).toHaveLength(1);
    const amounts = microDepositAmounts('acct-sandbox-seed-1').map(centsToDecimal);
    expect(statements[0]?.text).toContain(`$${amounts[0]}`);
  });
});
