import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageType } from '@portal/shared/constants';
import { useMessageTypeLabel } from '../hooks/use-message-type-label';

export interface TypeFilterProps {
  /** The types found in the client's messages. */
  available: MessageType[];
  checked: MessageType[];
  onChange: (types: MessageType[]) => void;
}

/** Message Type dropdown (requirements §2): a checkbox per type found, Select All and Reset; none checked = all. */
export function TypeFilter({ available, checked, onChange }: TypeFilterProps) {
  const intl = useIntl();
  const typeLabel = useMessageTypeLabel();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (type: MessageType) =>
    onChange(checked.includes(type) ? checked.filter((t) => t !== type) : [...checked, type]);
  return (
    <div className="mf-messages__types">
      <button
        type="button"
        className="mf-messages__types-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="messages.types.trigger" values={{ count: checked.length }} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={intl.formatMessage({ id: 'messages.types.group' })}
        className="mf-messages__types-panel"
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <div className="mf-messages__types-actions">
          <button type="button" onClick={() => onChange([...available])}>
            <FormattedMessage id="messages.types.selectAll" />
          </button>
          <button type="button" onClick={() => onChange([])}>
            <FormattedMessage id="messages.types.reset" />
          </button>
        </div>
        {available.map((type) => (
          <label key={type} className="mf-messages__type">
            <input type="checkbox" checked={checked.includes(type)} onChange={() => toggle(type)} />
            {typeLabel(type)}
          </label>
        ))}
      </div>
    </div>
  );
}
