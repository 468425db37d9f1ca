/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_TYPES } from '@portal/shared/constants';
import { messageTypeLabel } from './features/messages/lib/message-format';
import { MESSAGE_TYPE_LABELS } from './features/messages/hooks/use-message-type-label';
import en from './i18n/en.json';

// Requirements §2: a message type's label is the type with underscores replaced by spaces,
// nothing more. The words are written by messageTypeLabel and by the English catalogue (Spanish
// gives each type a label of its own); a stylesheet that capitalized them would show
// 'Transfer Fail' where the requirement says 'transfer fail'.
describe('message type labels', () => {
  it('are the type with underscores replaced by spaces', () => {
    expect(messageTypeLabel('transfer_fail')).toBe('transfer fail');
    expect(messageTypeLabel(null)).toBe('N/A');
  });

  it('are, in the English catalogue, exactly that rule for every type, and N/A for none', () => {
    for (const type of MESSAGE_TYPES) {
      expect(en[MESSAGE_TYPE_LABELS[type].id as keyof typeof en]).toBe(messageTypeLabel(type));
    }
    expect(en['messages.type.none']).toBe(messageTypeLabel(null));
  });

  it('are not re-cased by the stylesheet', () => {
    const styles = readFileSync(join(__dirname, 'mf-messages.scss'), 'utf8');
    expect(styles).not.toMatch(/text-transform/);
  });
});
