/** @jest-environment node */
import { maskDateInput } from './date-mask';

describe('maskDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['012', '01/2'],
    ['0102', '01/02'],
    ['01021', '01/02/1'],
    ['01021990', '01/02/1990'],
    ['01/02/1990', '01/02/1990'],
    ['01-02-19901234', '01/02/1990'],
    ['ab', ''],
  ])('%p → %p', (typed, shown) => {
    expect(maskDateInput(typed)).toBe(shown);
  });
});
