/** @jest-environment node */
import * as constants from '@portal/shared/constants';
import { MAX_TRANSFER_AMOUNT_CENTS } from '@portal/shared/constants';
import { VALIDATION_MESSAGES, VALIDATION_TEXTS, type ValidationKey } from '@portal/shared/validation';
import { createTextFormatter, messageArguments, RULES_CATALOGUES } from '@portal/shared/i18n/formatting';

const en = createTextFormatter('en', [RULES_CATALOGUES.en]);
const es = createTextFormatter('es', [RULES_CATALOGUES.es]);

const camel = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the rules catalogues', () => {
  it('hold the same ids in English and Spanish', () => {
    expect(Object.keys(RULES_CATALOGUES.es).sort()).toEqual(Object.keys(RULES_CATALOGUES.en).sort());
  });

  it.each(Object.keys(RULES_CATALOGUES.en))('%s takes the same arguments in both languages', (id) => {
    expect(messageArguments(RULES_CATALOGUES.es[id]!, 'es')).toEqual(messageArguments(RULES_CATALOGUES.en[id]!, 'en'));
    expect(RULES_CATALOGUES.es[id]).not.toBe(RULES_CATALOGUES.en[id]);
  });

  it('words every validation message in English exactly as VALIDATION_MESSAGES does', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as ValidationKey[]) {
      expect([key, en.text(VALIDATION_TEXTS[key])]).toEqual([key, VALIDATION_MESSAGES[key]]);
      expect(VALIDATION_TEXTS[key].id).toBe(`validation.${key}`);
    }
  });

  it('words every text of the error catalogue in English exactly as its constant', () => {
    for (const [name, text] of Object.entries(constants.ERROR_TEXTS)) {
      expect(text.id).toBe(`errors.${camel(name)}`);
      expect([name, en.text(text)]).toEqual([name, constants[name as keyof typeof constants.ERROR_TEXTS]]);
    }
  });

  it('fills the transfer-start failure like transferStartFailedMessage, fallbacks included', () => {
    for (const tenant of [
      { name: 'Acme Title', phone: '(555) 222-3333', supportEmail: 'help@acme.test' },
      { name: 'Acme Title' },
    ]) {
      expect(en.text(constants.transferStartFailedText(tenant))).toBe(constants.transferStartFailedMessage(tenant));
    }
    expect(es.text(constants.transferStartFailedText({ name: 'Acme Title' }))).toContain(
      'comuníquese con Acme Title al su número de teléfono principal',
    );
  });

  it('words the authorization and cancel texts in English exactly as their constants', () => {
    for (const [name, text] of Object.entries(constants.OUTCOME_TEXTS)) {
      expect(text.id).toBe(`outcomes.${camel(name)}`);
      expect([name, en.text(text)]).toEqual([name, constants[name as keyof typeof constants.OUTCOME_TEXTS]]);
    }
  });

  it('words every way a transfer ends in English exactly as endingInPlainWords does', () => {
    const codes = [
      'R01',
      'R02',
      'R03',
      'R04',
      'R07',
      'R08',
      'R10',
      'R16',
      'R20',
      'R29',
      'AC03',
      'AC04',
      'AC06',
      'AG01',
      'R99',
      null,
    ];
    for (const status of ['error', 'returned', 'cancelled', 'rejected', 'pending']) {
      for (const code of codes) {
        const texts = constants.endingTexts(status, code);
        const words = constants.endingInPlainWords(status, code);
        expect(texts && { message: en.text(texts.message), nextStep: en.text(texts.nextStep) }).toEqual(words);
        if (texts) expect(es.text(texts.message)).toMatch(/^(Su|Esta|La) /);
      }
    }
  });

  it('writes money in the language of the text', () => {
    expect(es.text(VALIDATION_TEXTS.amountExceedsMax)).toBe(
      'El monto de la transferencia no puede exceder $149,999.99',
    );
    expect(es.money(MAX_TRANSFER_AMOUNT_CENTS)).toBe('$149,999.99');
    expect(es.date(new Date(2026, 2, 5))).toBe('5 de marzo de 2026');
    expect(en.date(new Date(2026, 2, 5))).toBe('March 5, 2026');
  });
});
