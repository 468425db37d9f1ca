import { parseRequestReference, requestReferencePayload, toBase64Url } from '@portal/shared/constants';
import { createRequestReferences, REQUEST_LINK_LIFETIME_DAYS } from './request-references';

const KEY = Buffer.alloc(32, 7);
const TENANT = '6f1c2c44-0d4e-4a55-9b0e-3a1d2f6b7c80';
const OTHER_TENANT = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const TRANSFER = 'A1B2C3D4-E5F6-4789-8abc-def012345678';
const DAY_MS = 24 * 60 * 60 * 1000;

function at(start: Date) {
  let now = start;
  const references = createRequestReferences({ key: KEY, clock: () => now });
  return { references, later: (ms: number) => (now = new Date(start.getTime() + ms)) };
}

/** The reference with one character of the part before (or after) the dot changed. */
function flipped(reference: string, index: number): string {
  const char = reference[index]!;
  return reference.slice(0, index) + (char === 'A' ? 'B' : 'A') + reference.slice(index + 1);
}

describe('request references', () => {
  const start = new Date('2030-03-01T12:00:00Z');

  it('states the transfer, tenant and kind it was signed for, in a short link', () => {
    const { references } = at(start);
    const reference = references.sign({ transferId: TRANSFER, tenantId: TENANT, payout: true });
    expect(reference.length).toBeLessThan(80);
    expect(reference).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(references.verify(reference, TENANT)).toEqual({
      transferId: TRANSFER.toLowerCase(),
      tenantId: TENANT,
      payout: true,
      expiresAt: start.getTime() / 1000 + REQUEST_LINK_LIFETIME_DAYS * 24 * 60 * 60,
    });
    expect(parseRequestReference(reference)).toMatchObject({ transferId: TRANSFER.toLowerCase(), payout: true });
  });

  it.each<[string, (reference: string) => string]>([
    ['a changed payload', (reference) => flipped(reference, 10)],
    ['a changed MAC', (reference) => flipped(reference, reference.length - 3)],
    ['a cut MAC', (reference) => reference.slice(0, -2)],
    ['no MAC', (reference) => reference.split('.')[0]!],
    ['an extra part', (reference) => `${reference}.x`],
    ['not base64url', (reference) => reference.replace(/^./, '*')],
    ['empty', () => ''],
    ['far too long', (reference) => reference.repeat(3)],
  ])('refuses %s', (_, tamper) => {
    const { references } = at(start);
    const reference = references.sign({ transferId: TRANSFER, tenantId: TENANT, payout: false });
    expect(references.verify(tamper(reference), TENANT)).toBeNull();
  });

  it('refuses the same facts signed with another key, or re-signed for a payout', () => {
    const { references } = at(start);
    const reference = references.sign({ transferId: TRANSFER, tenantId: TENANT, payout: false });
    const other = createRequestReferences({ key: Buffer.alloc(32, 8), clock: () => start });
    expect(other.verify(reference, TENANT)).toBeNull();
    // The payout flag is inside the MAC: turning a request into a payout breaks it.
    const parsed = parseRequestReference(reference)!;
    const asPayout = requestReferencePayload({ ...parsed, payout: true });
    expect(references.verify(`${asPayout}.${toBase64Url(parsed.mac)}`, TENANT)).toBeNull();
  });

  it('holds until it expires, then never again', () => {
    const { references, later } = at(start);
    const reference = references.sign({ transferId: TRANSFER, tenantId: TENANT, payout: false });
    later(REQUEST_LINK_LIFETIME_DAYS * DAY_MS - 1000);
    expect(references.verify(reference, TENANT)).not.toBeNull();
    later(REQUEST_LINK_LIFETIME_DAYS * DAY_MS);
    expect(references.verify(reference, TENANT)).toBeNull();
  });

  it('holds only on the host of the tenant it names', () => {
    const { references } = at(start);
    const reference = references.sign({ transferId: TRANSFER, tenantId: TENANT, payout: false });
    expect(references.verify(reference, OTHER_TENANT)).toBeNull();
    expect(references.verify(reference, TENANT.toUpperCase())).not.toBeNull();
  });
});
