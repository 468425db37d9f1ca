import { creditTerms, debitTerms, type TermsParties } from './authorization-terms';

const PARTIES: TermsParties = {
  payerName: 'Ana López',
  tenant: { name: 'Demo Title & Escrow', phone: '+15550102000', supportEmail: 'support@demo.example' },
  account: { bankName: 'First Platypus Bank', lastFour: '0000' },
};
const DEBIT = {
  ...PARTIES,
  amountCents: 250_000,
  feeCents: 1_500,
  purpose: 'Earnest Money Deposit for Purchase',
  property: '742 Evergreen Terrace, Springfield, IL 62704',
  date: '2026-11-27',
  arrival: { earliest: '2026-12-01', latest: '2026-12-03', rail: 'standard' as const },
};

describe('the authorization terms', () => {
  it('keep the English words, version and hash they had', () => {
    const terms = debitTerms(DEBIT);
    expect(terms.version).toBe('ach-debit-web-1');
    expect(terms.text).toBe(
      'I, Ana López, authorize Demo Title & Escrow to debit my First Platypus Bank account ending in 0000 once, ' +
        'by ACH, for $2,515.00 ($2,500.00 plus a $15.00 convenience fee), on or after 11/27/2026, as Earnest Money ' +
        'Deposit for Purchase for 742 Evergreen Terrace, Springfield, IL 62704. The funds are expected to reach ' +
        'Demo Title & Escrow between 12/01/2026 and 12/03/2026. This is a one-time payment, not a recurring one. ' +
        'I can cancel it until it is submitted to my bank: in this portal, from the transfer in my transfer ' +
        'history, or by contacting Demo Title & Escrow at (555) 010-2000 or at support@demo.example. A copy of ' +
        'this authorization is kept with the transfer, where I can read and download it.',
    );
  });

  it('are written in Spanish for a Spanish page, under a version of their own, the days spelled out', () => {
    const terms = debitTerms(DEBIT, 'es');
    expect(terms.version).toBe('ach-debit-web-1-es');
    expect(terms.sha256).not.toBe(debitTerms(DEBIT).sha256);
    expect(terms.text).toContain(
      'Yo, Ana López, autorizo a Demo Title & Escrow a debitar de mi cuenta de First Platypus Bank terminada en ' +
        '0000 una sola vez, mediante ACH, la cantidad de $2,515.00 ($2,500.00 más un cargo por conveniencia de ' +
        '$15.00), en la fecha 27 de noviembre de 2026 o después',
    );
    expect(terms.text).toContain('entre el 1 de diciembre de 2026 y el 3 de diciembre de 2026');
    expect(terms.text).toContain('comunicándome con Demo Title & Escrow al (555) 010-2000 o a support@demo.example.');
    expect(terms.text).not.toMatch(/\b(the|your|and|once)\b/);
  });

  it('name the rail of a deposit in Spanish, and say an instant payment is final', () => {
    const instant = creditTerms(
      {
        ...PARTIES,
        amountCents: 215_000,
        date: '2026-11-27',
        arrival: { earliest: '2026-11-27', latest: '2026-11-27', rail: 'instant' },
      },
      'es',
    );
    expect(instant.version).toBe('instant-credit-1-es');
    expect(instant.text).toContain('mediante pago instantáneo (RTP o FedNow)');
    expect(instant.text).toContain('Un pago instantáneo es definitivo');
    const standard = { earliest: '2026-12-01', latest: '2026-12-01', rail: 'standard' as const };
    expect(creditTerms({ ...PARTIES, amountCents: 100, date: '2026-11-27', arrival: standard }).version).toBe(
      'ach-credit-1',
    );
  });
});
