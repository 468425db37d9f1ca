import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { describedControl, type FieldChromeProps, FieldMessages, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldChromeProps {
  options: readonly SelectOption[];
  /** Text of an empty first choice ('Select a state'); omit for none. */
  placeholder?: string;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour. */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  'aria-describedby': describedBy,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('cp-ui-field', error && 'cp-ui-field--invalid', className)}>
      <label className="cp-ui-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      <select {...select} {...describedControl(ids, { hint, error }, describedBy)} className="cp-ui-field__control">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
