import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json as JsonParser } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { useTestApp } from '../support/test-app';
import { expectMatchesContract } from './contract-check';
import { driversFor } from '../support/test-databases';

const SDK_DOCUMENT = path.resolve(__dirname, '../../../tenant-sdk/openapi.json');

describe.each(driversFor('one'))('the tenant API contract (%s)', (driver) => {
  const context = useTestApp(driver);

  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
    const results = await spectral.run(new Document(response.body, JsonParser));
    const findings = results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(findings).toEqual([]);
  });

  it('is the document the SDK is generated from (tenant-sdk/openapi.json)', async () => {
    const served = `${JSON.stringify((await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' })).json(), null, 2)}\n`;
    // UPDATE_TENANT_SDK=1 writes it; then `pnpm codegen` regenerates the SDK's types from it.
    if (process.env.UPDATE_TENANT_SDK === '1') writeFileSync(SDK_DOCUMENT, served);
    expect(readFileSync(SDK_DOCUMENT, 'utf8')).toBe(served);
  });

  it('declares the rate-limit headers, shares its schemas and describes every webhook body', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      components: { schemas: Record<string, unknown> };
      webhooks: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths['/tenant-api/v1/transfers']!.get!.responses['429']!.headers ?? {})).toEqual([
      'retry-after',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Error',
        'Transfer',
        'TransferStatus',
        'ApiKey',
        'WebhookEvent',
        'TransferStatusChanged',
      ]),
    );
    expect(Object.keys(document.webhooks)).toEqual(['transfer.status_changed']);
  });

  // The check every tenant API test's answers go through (tenant-api-kit.ts call()).
  describe('the answer check', () => {
    const answer = (statusCode: number, body: unknown) =>
      ({ statusCode, body: JSON.stringify(body), json: () => body }) as never;
    const transfer = {
      id: '00000000-0000-4000-8000-000000000001',
      status: 'Requested',
      disbursement: false,
      transferType: 'Earnest Money Deposit',
      amount: '1.00',
      fee: '0.00',
      purpose: null,
      clientId: '00000000-0000-4000-8000-000000000002',
      mobilePhone: null,
      firstName: null,
      lastName: null,
      email: null,
      property: { address1: null, address2: null, city: null, state: null, zipcode: null },
      sellerName: null,
      expectedClosingDate: null,
      officeId: null,
      realtorId: null,
      confirmationCode: null,
      failureCode: null,
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
    };
    const url = `/tenant-api/v1/transfers/${transfer.id}`;

    it('passes an answer as documented', async () => {
      await expect(expectMatchesContract(context.app, 'GET', url, answer(200, transfer))).resolves.toBeUndefined();
    });

    it('refuses a status the operation does not declare, a missing field, and an unknown status value', async () => {
      await expect(expectMatchesContract(context.app, 'GET', url, answer(418, {}))).rejects.toThrow(
        /does not declare 418/,
      );
      const { fee: _fee, ...withoutFee } = transfer;
      await expect(expectMatchesContract(context.app, 'GET', url, answer(200, withoutFee))).rejects.toThrow(/fee/);
      await expect(
        expectMatchesContract(context.app, 'GET', url, answer(200, { ...transfer, status: 'shipped' })),
      ).rejects.toThrow(/breaks the contract/);
      await expect(
        expectMatchesContract(context.app, 'GET', '/tenant-api/v1/nowhere', answer(200, {})),
      ).rejects.toThrow(/no path/);
    });
  });
});
