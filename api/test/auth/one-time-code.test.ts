import { randomBytes } from 'node:crypto';
import { codeMatches, generateCode, hashCode } from '../../src/identity/one-time-code';

const key = randomBytes(32);
const scope = { tenantId: 'b0000000-0000-4000-8000-000000000001', phone: '+15551230000' };

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as a keyed hash that matches only the same code, phone and tenant', () => {
    const hash = hashCode(key, scope, '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(codeMatches(key, scope, '012345', hash)).toBe(true);
    expect(codeMatches(key, scope, '012346', hash)).toBe(false);
    expect(codeMatches(key, { ...scope, phone: '+15551230001' }, '012345', hash)).toBe(false);
    expect(codeMatches(key, { ...scope, tenantId: 'b0000000-0000-4000-8000-000000000002' }, '012345', hash)).toBe(
      false,
    );
    expect(codeMatches(randomBytes(32), scope, '012345', hash)).toBe(false);
  });
});
