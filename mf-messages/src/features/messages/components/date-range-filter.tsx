import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Spinner } from '@portal/shared/ui';
import { DATE_PRESETS, rangeText } from '../lib/date-presets';
import type { DateFilter } from '../hooks/use-message-filters';

// The calendar (react-day-picker + date-fns) loads on the first opening only: the page's
// first visit stays within the bundle budget (docs/adr/0027).
const DateRangePopover = lazy(() => import('./date-range-popover'));

export interface DateRangeFilterProps {
  value: DateFilter | null;
  onChange: (value: DateFilter | null) => void;
}

/** The date range picker with its presets, and the chip of the active preset that clears it. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const chip = DATE_PRESETS.find((preset) => preset.id === value?.preset)?.chip ?? null;

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
        aria-label={`Date range: ${value ? rangeText(value.range) : 'all dates'}`}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{value ? rangeText(value.range) : 'MM/DD/YYYY - MM/DD/YYYY'}</span>
      </button>
      {chip && (
        <button
          type="button"
          className="mf-messages__chip"
          aria-label={`Clear date filter (${chip})`}
          onClick={() => onChange(null)}
        >
          {chip} <span aria-hidden="true">×</span>
        </button>
      )}
      {open && (
        <Suspense fallback={<Spinner size="small" label="Loading calendar" />}>
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
