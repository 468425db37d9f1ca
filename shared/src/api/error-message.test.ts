/** @jest-environment node */
import { errorMessage, errorText } from './error-message';

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

describe('errorText', () => {
  it("keeps the API's words and names the generic fallback by its id", () => {
    expect(errorText({ body: { message: 'Código no válido' } })).toBe('Código no válido');
    expect(errorText(null)).toEqual({ id: 'errors.genericError' });
    expect(errorText({ status: 'FETCH_ERROR' })).toEqual({ id: 'errors.genericError' });
  });
});
