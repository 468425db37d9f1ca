/** @jest-environment node */
import { messageTypeLabel } from './message-type';

it('replaces underscores with spaces and shows N/A for a missing type', () => {
  expect(messageTypeLabel('transfer_receipt')).toBe('transfer receipt');
  expect(messageTypeLabel('transfer_initiated')).toBe('transfer initiated');
  expect(messageTypeLabel(null)).toBe('N/A');
});
