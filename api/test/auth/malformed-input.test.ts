import type { InjectOptions } from 'fastify';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { TENANT_IDS } from '../support/auth-api';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const HUGE = 'x'.repeat(100_000);
const LONG = 'x'.repeat(5_000);
/** Longer than any id, shorter than the router's own limit on a path segment. */
const LONG_ID = 'x'.repeat(90);
const NOT_A_UUID = 'not-a-uuid';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
/** The shape of a sign-in attempt, never handed out. */
const UNKNOWN_ATTEMPT = 'A'.repeat(43);

type Case = [description: string, request: (ids: { clientId: string; token: string }) => InjectOptions];

const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const demo = TENANT_IDS.demo;

const CASES: Case[] = [
  ['registration: invalid JSON', () => json('POST', `/api/users/${demo}`, '{"firstName":')],
  ['registration: an array body', () => json('POST', `/api/users/${demo}`, [1, 2])],
  ['registration: a string body', () => json('POST', `/api/users/${demo}`, '"hello"')],
  ['registration: no body', () => ({ method: 'POST', url: `/api/users/${demo}` })],
  [
    'registration: objects for names',
    () =>
      json('POST', `/api/users/${demo}`, {
        firstName: { a: 1 },
        lastName: ['x'],
        mobilePhone: '5551234567',
        agreement: true,
      }),
  ],
  [
    'registration: a number for the agreement',
    () =>
      json('POST', `/api/users/${demo}`, {
        firstName: 'A',
        lastName: 'B',
        mobilePhone: '5551234567',
        agreement: 'yes please',
      }),
  ],
  [
    'registration: a huge name',
    () =>
      json('POST', `/api/users/${demo}`, {
        firstName: LONG,
        lastName: 'B',
        mobilePhone: '5551234567',
        agreement: true,
      }),
  ],
  ['registration: a huge body', () => json('POST', `/api/users/${demo}`, { firstName: HUGE })],
  ['registration: a tenant id that is no UUID', () => json('POST', `/api/users/${NOT_A_UUID}`, { firstName: 'A' })],
  ['registration: a long tenant id', () => json('POST', `/api/users/${LONG_ID}`, {})],
  ['registration: a huge tenant id', () => json('POST', `/api/users/${LONG}`, {})],
  [
    'registration: form-encoded',
    () => ({
      method: 'POST',
      url: `/api/users/${demo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=A',
    }),
  ],
  ['resend: no body', () => ({ method: 'POST', url: `/api/users/resend/${demo}` })],
  ['resend: an unknown attempt', () => json('POST', `/api/users/resend/${demo}`, { attempt: UNKNOWN_ATTEMPT })],
  ['resend: an attempt of the wrong shape', () => json('POST', `/api/users/resend/${demo}`, { attempt: NOT_A_UUID })],
  ['resend: an attempt object', () => json('POST', `/api/users/resend/${demo}`, { attempt: { $ne: '' } })],
  ['resend: a huge attempt', () => json('POST', `/api/users/resend/${demo}`, { attempt: LONG })],
  ['resend: a client id in the path', () => json('POST', `/api/users/resend/${demo}/${UNKNOWN_UUID}`, {})],
  ['verify: no body', () => ({ method: 'POST', url: `/api/users/${demo}/verify` })],
  ['verify: an empty code', () => json('POST', `/api/users/${demo}/verify`, { attempt: UNKNOWN_ATTEMPT, code: '' })],
  [
    'verify: a code of letters',
    () => json('POST', `/api/users/${demo}/verify`, { attempt: UNKNOWN_ATTEMPT, code: 'abcdef' }),
  ],
  [
    'verify: a code list',
    () => json('POST', `/api/users/${demo}/verify`, { attempt: UNKNOWN_ATTEMPT, code: ['123456', '654321'] }),
  ],
  [
    'verify: a code object',
    () => json('POST', `/api/users/${demo}/verify`, { attempt: UNKNOWN_ATTEMPT, code: { $gt: '' } }),
  ],
  ['verify: a huge code', () => json('POST', `/api/users/${demo}/verify`, { attempt: UNKNOWN_ATTEMPT, code: LONG })],
  ['verify: no attempt', () => json('POST', `/api/users/${demo}/verify`, { code: '123456' })],
  [
    'verify: an attempt list',
    () => json('POST', `/api/users/${demo}/verify`, { attempt: [UNKNOWN_ATTEMPT], code: '123456' }),
  ],
  [
    'verify: a client id in the path',
    ({ clientId }) => json('POST', `/api/users/${demo}/${clientId}/verify`, { code: '123456' }),
  ],
  ['login: no phone', () => json('POST', '/api/auth/login', {})],
  ['login: a phone object', () => json('POST', '/api/auth/login', { mobilePhone: { number: 5551234567 } })],
  ['login: a huge phone', () => json('POST', '/api/auth/login', { mobilePhone: LONG })],
  ['login: a phone of letters', () => json('POST', '/api/auth/login', { mobilePhone: 'call me maybe' })],
  [
    'login: plain text',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '5551234567',
    }),
  ],
  ['logout: no session', () => ({ method: 'POST', url: '/api/auth/logout' })],
  [
    'sensitive data: a number for the SSN',
    ({ clientId, token }) => ({
      ...json('PUT', `/api/security/customer/${clientId}/${demo}`, { ssn: 1234 }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: a huge ciphertext',
    ({ clientId, token }) => ({
      ...json('PUT', `/api/security/customer/${clientId}/${demo}`, { ssn: LONG }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: null fields',
    ({ clientId, token }) => ({
      ...json('PUT', `/api/security/customer/${clientId}/${demo}`, { ssn: null, dob: null }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: no body',
    ({ clientId, token }) => ({
      method: 'PUT',
      url: `/api/security/customer/${clientId}/${demo}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: a long tenant id',
    ({ clientId, token }) => ({
      method: 'GET',
      url: `/api/security/customer/${clientId}/${LONG_ID}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: a huge client id',
    ({ token }) => ({
      method: 'GET',
      url: `/api/security/customer/${LONG}/${demo}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ],
  [
    'sensitive data: ids that are no UUIDs',
    ({ token }) => ({
      method: 'GET',
      url: `/api/security/customer/${NOT_A_UUID}/${NOT_A_UUID}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ],
];

describe.each(driversFor('one'))('malformed input to the sign-in and sensitive-data routes (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 },
  });
  const ids = { clientId: '', token: '' };

  beforeAll(async () => {
    const client = await createTestClient(context.database.db, { tenantId: demo });
    ids.clientId = client.id;
    ids.token = await createTestSession(context.database.db, { clientId: client.id, tenantId: demo });
  });

  it.each(CASES)('%s → 4xx with a message', async (_description, request) => {
    const options = request(ids);
    const response = await context.app.inject({
      ...options,
      headers: { host: HOSTS.demo, ...(options.headers as Record<string, string>) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(typeof body.code).toBe('string');
  });
});
