import * as shared from '@portal/shared/format';
import { formatDay, formatMessageDate, messageTypeLabel } from './message-format';

describe('message formats (moment-free)', () => {
  it.each([
    '2026-11-20T15:04:00.000Z',
    '2026-01-02T00:00:00.000Z',
    '2026-06-30T12:30:59.000Z',
    '2026-12-31T23:59:00.000Z',
    new Date(2026, 2, 8, 0, 5).toISOString(),
    new Date(2026, 2, 8, 12, 0).toISOString(),
  ])('formats %s exactly as the shared formatter', (iso) => {
    expect(formatMessageDate(iso)).toBe(shared.formatMessageDate(iso));
    expect(formatDay(new Date(iso))).toBe(shared.formatDate(iso));
  });

  it('shows nothing for a missing or unreadable date, N/A for a missing type', () => {
    expect(formatMessageDate(null)).toBe('');
    expect(formatMessageDate('not a date')).toBe('');
    for (const type of ['transfer_fail', null, undefined, '']) {
      expect(messageTypeLabel(type)).toBe(shared.messageTypeLabel(type));
    }
  });
});
