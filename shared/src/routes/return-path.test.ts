/** @jest-environment node */
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/transfer-history/t-1', '/transfer-history/t-1'],
    ['/bank-accounts', '/bank-accounts'],
    ['/create-account/step-select-account?go_to_transfer=t1', '/create-account/step-select-account?go_to_transfer=t1'],
    ['/message-center#top', '/message-center'],
    ['/a/../bank-accounts', '/bank-accounts'],
  ])('keeps the path of this portal %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['bank-accounts'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    [' /bank-accounts'],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
