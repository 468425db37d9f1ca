/** @jest-environment node */
import { errorMessage } from './error-message';

const GENERIC = 'Something went wrong... please try again in a few minutes';

describe('errorMessage', () => {
  it('reads body.message first, then message, then error_message', () => {
    expect(errorMessage({ body: { message: 'from body' }, message: 'top', error_message: 'legacy' })).toBe('from body');
    expect(errorMessage({ body: {}, message: 'top', error_message: 'legacy' })).toBe('top');
    expect(errorMessage({ error_message: 'legacy' })).toBe('legacy');
  });

  it('skips blank and non-text messages', () => {
    expect(errorMessage({ body: { message: ['a', 'b'] }, message: '  ', error_message: 'legacy' })).toBe('legacy');
    expect(errorMessage({ body: 'text body', message: 42 })).toBe(GENERIC);
  });

  it.each([undefined, null, 'boom', 500, {}, { status: 'FETCH_ERROR' }])(
    'falls back to the generic text for %p',
    (error) => {
      expect(errorMessage(error)).toBe(GENERIC);
    },
  );
});
