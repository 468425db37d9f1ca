/**
 * Start-up loads only what serving needs (docs/adr/0044, 0054): the HTML sanitizer's jsdom, the
 * CSS parser, pdf-lib, the vendor SDKs, undici and ioredis are required on first use. Each
 * mocked module below records when it is required (jest runs a mock's factory at that moment)
 * and is otherwise the real module.
 */
import { buildApp } from '../../src/app/build-app';
import { createLogger } from '../../src/platform/logging/logger';
import { driversFor, openSeededDatabase } from '../support/test-databases';
import { graphql, HOSTS, testConfig, testProviders } from '../support/test-app';
import { RecordingSmsProvider } from '../support/recording-sms';

declare global {
  var mockRequired: string[] | undefined;
}
function required(): string[] {
  return globalThis.mockRequired ?? [];
}
/** The same, less undici: jsdom (under DOMPurify) requires it as well, once it is used. */
function requiredBesidesUndici(): string[] {
  return required().filter((name) => name !== 'undici');
}

jest.mock('dompurify', () => {
  (globalThis.mockRequired ??= []).push('dompurify');
  return jest.requireActual('dompurify');
});
jest.mock('jsdom', () => {
  (globalThis.mockRequired ??= []).push('jsdom');
  return jest.requireActual('jsdom');
});
jest.mock('postcss', () => {
  (globalThis.mockRequired ??= []).push('postcss');
  return jest.requireActual('postcss');
});
jest.mock('pdf-lib', () => {
  (globalThis.mockRequired ??= []).push('pdf-lib');
  return jest.requireActual('pdf-lib');
});
jest.mock('plaid', () => {
  (globalThis.mockRequired ??= []).push('plaid');
  return jest.requireActual('plaid');
});
jest.mock('twilio', () => {
  (globalThis.mockRequired ??= []).push('twilio');
  return jest.requireActual('twilio');
});
jest.mock('dwolla-v2', () => {
  (globalThis.mockRequired ??= []).push('dwolla-v2');
  return jest.requireActual('dwolla-v2');
});
jest.mock('@aws-sdk/client-s3', () => {
  (globalThis.mockRequired ??= []).push('@aws-sdk/client-s3');
  return jest.requireActual('@aws-sdk/client-s3');
});
jest.mock('nodemailer', () => {
  (globalThis.mockRequired ??= []).push('nodemailer');
  return jest.requireActual('nodemailer');
});
// The webhook deliveries' HTTP client, at the first delivery (docs/adr/0054).
jest.mock('undici', () => {
  (globalThis.mockRequired ??= []).push('undici');
  return jest.requireActual('undici');
});
// Only REDIS_URL needs it (docs/adr/0054); the test config has none.
jest.mock('ioredis', () => {
  (globalThis.mockRequired ??= []).push('ioredis');
  return jest.requireActual('ioredis');
});

const driver = driversFor('one')[0]!;

describe(`start-up loads heavy modules on first use (${driver})`, () => {
  it('a started sandbox app has required none of them; the first sanitize, PDF and CSS load theirs', async () => {
    const config = testConfig();
    const database = await openSeededDatabase(driver);
    const logger = createLogger({ logLevel: 'silent' });
    const app = buildApp(config, {
      database,
      logger,
      providers: testProviders(config, logger, new RecordingSmsProvider()),
    });
    try {
      await app.ready();
      expect(required()).toEqual([]);

      // Tenant HTML is sanitized on output: the first such query brings DOMPurify and jsdom, which work.
      const { body } = await graphql<{ allBrandings: Array<{ header: string }> }>(
        app,
        '{ allBrandings(where: { tenant: { identifier: "hostile" }, active: true }) { header } }',
        { host: HOSTS.hostile },
      );
      // (its outside <img> goes too: images only from the tenant asset host, ADR 0087)
      expect(body.data?.allBrandings[0]?.header).toBe('<p>Hostile header</p>');
      expect(requiredBesidesUndici()).toEqual(['dompurify', 'jsdom']);

      const pdf = await app.providers.pdf.render({
        messageType: 'transfer_receipt',
        tenantName: 'Demo Title & Escrow',
        clientName: 'Dana Client',
        propertyAddress: ['12 Main St'],
        amountCents: 12_345,
        feeCents: 0,
        status: 'completed',
        date: new Date('2026-01-02T00:00:00Z'),
        disbursement: false,
        transferId: 'transfer-1',
        language: 'en',
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(requiredBesidesUndici()).toEqual(['dompurify', 'jsdom', 'pdf-lib']);

      const css = await graphql<{ allBrandings: Array<{ customCSS: string }> }>(
        app,
        '{ allBrandings(where: { tenant: { identifier: "hostile" }, active: true }) { customCSS } }',
        { host: HOSTS.hostile },
      );
      expect(css.body.data?.allBrandings[0]?.customCSS).not.toContain('@import');
      expect(requiredBesidesUndici()).toEqual(['dompurify', 'jsdom', 'pdf-lib', 'postcss']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
