import { messageArguments } from '@portal/shared/i18n/formatting';
import { API_CATALOGUES, english, textsIn, tooManyRequestsText } from '.';

const argumentsOf = (message: string, locale: 'en' | 'es' = 'en') => messageArguments(message, locale);

const SAME_IN_BOTH = new Set(['notices.email.subject', 'notices.label.total', 'terms.debit.rail.standard']);

describe("the API's catalogues", () => {
  it('hold the same ids in English and Spanish, with the same arguments, and Spanish words', () => {
    expect(Object.keys(API_CATALOGUES.es).sort()).toEqual(Object.keys(API_CATALOGUES.en).sort());
    for (const [id, message] of Object.entries(API_CATALOGUES.en)) {
      expect([id, argumentsOf(API_CATALOGUES.es[id]!, 'es')]).toEqual([id, argumentsOf(message)]);
      // The same in both: a word Spanish shares ('Total') and the subject's pure arguments.
      if (!SAME_IN_BOTH.has(id)) expect([id, API_CATALOGUES.es[id]]).not.toEqual([id, message]);
    }
  });

  it('every message formats in both languages', () => {
    for (const id of Object.keys(API_CATALOGUES.en)) {
      for (const locale of ['en', 'es'] as const) {
        const values = Object.fromEntries(argumentsOf(API_CATALOGUES[locale][id]!, locale).map((name) => [name, 2]));
        expect(() => textsIn(locale).text({ id, values })).not.toThrow();
      }
    }
  });

  it('keeps the English the API wrote before it had catalogues', () => {
    const codeMessage = (tenantName: string, code: string, locale: 'en' | 'es' = 'en') =>
      textsIn(locale).text({ id: 'sms.securityCode', values: { code, tenantName, minutes: 10 } });
    expect(codeMessage('Acme Title', '123456')).toBe(
      '123456 is your Acme Title security code. It expires in 10 minutes. Do not share it.',
    );
    expect(english(tooManyRequestsText(60_000))).toBe(
      'Too many requests from your network. Please try again in 1 minute.',
    );
    expect(english(tooManyRequestsText(15 * 60_000))).toBe(
      'Too many requests from your network. Please try again in 15 minutes.',
    );
    expect(english(tooManyRequestsText(90 * 60_000))).toBe(
      'Too many requests from your network. Please try again in 2 hours.',
    );
    expect(codeMessage('Acme Title', '123456', 'es')).toBe(
      '123456 es su código de seguridad de Acme Title. Vence en 10 minutos. No lo comparta.',
    );
  });
});
