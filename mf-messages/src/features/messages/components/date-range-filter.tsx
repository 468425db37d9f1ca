import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@portal/shared/ui';
import { DATE_PRESETS, rangeText } from '../lib/date-presets';
import type { DateFilter } from '../hooks/use-message-filters';

// The calendar (react-day-picker + date-fns) loads on the first opening only: the page's
// first visit stays within the bundle budget (docs/adr/0027).
const DateRangePopover = lazy(() => import('./date-range-popover'));

/** The chip's close mark: a symbol, hidden from assistive tech (the chip's name says "Clear"). */
const CLOSE_MARK = '×';

export interface DateRangeFilterProps {
  value: DateFilter | null;
  onChange: (value: DateFilter | null) => void;
}

/** The date range picker with its presets, and the chip of the active preset that clears it. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const chipText = DATE_PRESETS.find((preset) => preset.id === value?.preset)?.chip ?? null;
  const chip = chipText && intl.formatMessage(chipText);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className="mf-messages__dates">
      <button
        ref={trigger}
        type="button"
        className="mf-messages__dates-trigger"
        aria-label={
          value
            ? intl.formatMessage({ id: 'messages.dates.trigger' }, { range: rangeText(value.range) })
            : intl.formatMessage({ id: 'messages.dates.triggerAll' })
        }
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">
          {value ? rangeText(value.range) : intl.formatMessage({ id: 'messages.dates.format' })}
        </span>
      </button>
      {chip && (
        <button
          type="button"
          className="mf-messages__chip"
          aria-label={intl.formatMessage({ id: 'messages.dates.clear' }, { preset: chip })}
          onClick={() => onChange(null)}
        >
          {chip} <span aria-hidden="true">{CLOSE_MARK}</span>
        </button>
      )}
      {open && (
        <Suspense
          fallback={<Spinner size="small" label={intl.formatMessage({ id: 'messages.dates.loadingCalendar' })} />}
        >
          <DateRangePopover
            id={popoverId}
            value={value}
            onChange={(next) => {
              onChange(next);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
