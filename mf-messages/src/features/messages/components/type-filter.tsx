import { useId, useState } from 'react';
import type { MessageType } from '@portal/shared/constants';
import { messageTypeLabel } from '../lib/message-format';

export interface TypeFilterProps {
  /** The types found in the client's messages. */
  available: MessageType[];
  checked: MessageType[];
  onChange: (types: MessageType[]) => void;
}

/** Message Type dropdown (requirements §2): a checkbox per type found, Select All and Reset; none checked = all. */
export function TypeFilter({ available, checked, onChange }: TypeFilterProps) {
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
        Message Type{checked.length > 0 ? ` (${checked.length})` : ''}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label="Message types"
        className="mf-messages__types-panel"
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <div className="mf-messages__types-actions">
          <button type="button" onClick={() => onChange([...available])}>
            Select All
          </button>
          <button type="button" onClick={() => onChange([])}>
            Reset
          </button>
        </div>
        {available.map((type) => (
          <label key={type} className="mf-messages__type">
            <input type="checkbox" checked={checked.includes(type)} onChange={() => toggle(type)} />
            {messageTypeLabel(type)}
          </label>
        ))}
      </div>
    </div>
  );
}
