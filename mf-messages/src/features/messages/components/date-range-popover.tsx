import { type KeyboardEvent, use, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayPicker, type DateRange as PickedRange, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import { selectLocale, useAppSelector } from '@portal/shared';
import { DATE_PRESETS, presetRange } from '../lib/date-presets';
import type { DateFilter } from '../hooks/use-message-filters';

export interface DateRangePopoverProps {
  id: string;
  value: DateFilter | null;
  onChange: (value: DateFilter | null) => void;
  onClose: () => void;
}

// The calendar's Spanish (month and day names, its buttons' labels) is a chunk of its own, fetched
// the first time a Spanish page opens the calendar; English is the calendar's default.
let spanishCalendar: Promise<DayPickerLocale> | null = null;
const loadSpanishCalendar = () =>
  (spanishCalendar ??= import(/* webpackChunkName: "calendar-es" */ 'react-day-picker/locale/es').then(
    (module) => module.es,
  ));

/** Presets and a two-click range calendar; a range picked by hand has no preset (and no chip). */
export default function DateRangePopover({ id, value, onChange, onClose }: DateRangePopoverProps) {
  const intl = useIntl();
  const calendarLocale = useAppSelector(selectLocale) === 'es' ? use(loadSpanishCalendar()) : undefined;
  const [picked, setPicked] = useState<PickedRange | undefined>(value?.range);
  const presets = useRef<HTMLUListElement>(null);
  // Focus moves into the popover on opening, so the keyboard (and Escape) starts there.
  useEffect(() => presets.current?.querySelector('button')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div
      id={id}
      role="dialog"
      aria-label={intl.formatMessage({ id: 'messages.dates.dialog' })}
      className="mf-messages__popover"
      onKeyDown={onKeyDown}
    >
      <ul
        ref={presets}
        className="mf-messages__presets"
        aria-label={intl.formatMessage({ id: 'messages.dates.presets' })}
      >
        {DATE_PRESETS.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              aria-pressed={value?.preset === preset.id}
              onClick={() => onChange({ range: presetRange(preset.id), preset: preset.id })}
            >
              <FormattedMessage {...preset.label} />
            </button>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => onChange(null)}>
            <FormattedMessage id="messages.dates.all" />
          </button>
        </li>
      </ul>
      <DayPicker
        mode="range"
        locale={calendarLocale}
        selected={picked}
        defaultMonth={picked?.from}
        onSelect={(_range, day) => {
          // Two clicks make a range (either order): the first starts it, the second ends it.
          if (picked?.from && !picked.to) {
            const [from, to] = day < picked.from ? [day, picked.from] : [picked.from, day];
            setPicked({ from, to });
            onChange({ range: { from, to }, preset: null });
          } else {
            setPicked({ from: day, to: undefined });
          }
        }}
      />
    </div>
  );
}
