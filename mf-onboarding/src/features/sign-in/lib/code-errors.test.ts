import { attemptsLeftText, formatWait, withoutRetryTime } from './code-errors';

describe('code errors', () => {
  it("drops the answer's closing wait, in either language, so the countdown alone tells it", () => {
    expect(
      withoutRetryTime('Too many codes were requested for this phone number. Please try again in 10 minutes.'),
    ).toBe('Too many codes were requested for this phone number.');
    expect(
      withoutRetryTime(
        'Se solicitaron demasiados códigos para este número de teléfono. Inténtelo de nuevo en 1 minuto.',
      ),
    ).toBe('Se solicitaron demasiados códigos para este número de teléfono.');
  });

  it('keeps a message that has no wait to drop, or nothing else to say', () => {
    expect(withoutRetryTime('Invalid Code')).toBe('Invalid Code');
    expect(withoutRetryTime('Please try again in 10 minutes.')).toBe('Please try again in 10 minutes.');
    expect(withoutRetryTime('Too many codes. Please try again later.')).toBe('Too many codes. Please try again later.');
  });

  it('names the tries left as a catalogue text, and the wait as m:ss', () => {
    expect(attemptsLeftText(2)).toEqual({ id: 'onboarding.code.attemptsLeft', values: { count: 2 } });
    expect(formatWait(62)).toBe('1:02');
    expect(formatWait(5)).toBe('0:05');
  });
});
