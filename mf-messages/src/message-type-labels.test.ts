/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageTypeLabel } from './features/messages/lib/message-format';

// Requirements §2: a message type's label is the type with underscores replaced by spaces,
// nothing more. The words are written by messageTypeLabel; a stylesheet that capitalized them
// would show 'Transfer Fail' where the requirement says 'transfer fail'.
describe('message type labels', () => {
  it('are the type with underscores replaced by spaces', () => {
    expect(messageTypeLabel('transfer_fail')).toBe('transfer fail');
    expect(messageTypeLabel(null)).toBe('N/A');
  });

  it('are not re-cased by the stylesheet', () => {
    const styles = readFileSync(join(__dirname, 'mf-messages.scss'), 'utf8');
    expect(styles).not.toMatch(/text-transform/);
  });
});
