import { addBusinessDays, easternDate, HOLIDAYS_KNOWN_UNTIL, isBusinessDay } from './business-days';
import { expectedArrival } from './expected-arrival';

describe('ACH business days', () => {
  it('skips weekends and the Federal Reserve holidays', () => {
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-11-28')).toBe(false); // a Saturday
    expect(isBusinessDay('2026-11-27')).toBe(true);
    // Independence Day 2026 is a Saturday: the Reserve Banks are open on Friday the 3rd.
    expect(isBusinessDay('2026-07-03')).toBe(true);
    // Veterans Day 2029 is a Sunday: observed on Monday the 12th.
    expect(isBusinessDay('2029-11-12')).toBe(false);
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01');
  });

  it('takes the day in New York', () => {
    // 03:00 UTC on Nov 27 is still the 26th (Thanksgiving) in New York.
    expect(easternDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(easternDate(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-27');
  });

  it('expects a transfer the next business day, a disbursement in 1 to 3', () => {
    expect(expectedArrival('transfer', new Date('2026-11-25T15:00:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-27',
      rail: 'standard',
    });
    expect(expectedArrival('disbursement', new Date('2026-11-27T15:00:00Z'))).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
      rail: 'standard',
    });
  });

  it('expects an instant payout the same day, any day, and a same-day payout today only before the cutoff', () => {
    // A Saturday evening: RTP runs, ACH does not.
    expect(expectedArrival('disbursement', new Date('2026-11-28T23:00:00Z'), 'instant')).toEqual({
      earliest: '2026-11-28',
      latest: '2026-11-28',
      rail: 'instant',
    });
    // 1:59 PM and 2:00 PM in New York (EST, UTC-5) on a business day.
    expect(expectedArrival('disbursement', new Date('2026-12-01T18:59:00Z'), 'same-day').earliest).toBe('2026-12-01');
    expect(expectedArrival('disbursement', new Date('2026-12-01T19:00:00Z'), 'same-day').earliest).toBe('2026-12-02');
    // Thanksgiving: the next window is Friday's.
    expect(expectedArrival('disbursement', new Date('2026-11-26T15:00:00Z'), 'same-day').earliest).toBe('2026-11-27');
  });

  it('covers at least the next year with holidays', () => {
    const inAYear = new Date(Date.now() + 366 * 24 * 3_600_000).toISOString().slice(0, 10);
    expect(HOLIDAYS_KNOWN_UNTIL >= inAYear).toBe(true);
  });
});
