import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { cx } from './class-names';
import { describedControl, type FieldChromeProps, FieldMessages, useFieldIds } from './field';
import type { SelectOption } from './select';
import './radio-group.scss';

export interface RadioGroupProps extends FieldChromeProps {
  name: string;
  value: unknown;
  options: readonly SelectOption[];
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The first radio's id: where an error summary's link lands. */
  id?: string;
  className?: string;
}

/**
 * One choice out of a few, every option readable in full: a select cuts a long option
 * ('Earnest Money Deposit for Purchase') on a phone, radios wrap it. A fieldset whose legend
 * is the label; spread `formikField(formik, name)` or an error summary's `field(name)` into it.
 */
export function RadioGroup({
  label,
  hint,
  error,
  name,
  value,
  options,
  onChange,
  onBlur,
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const described = describedControl(ids, { hint, error });
  return (
    <fieldset
      className={cx('cp-ui-field', 'cp-ui-radios', error && 'cp-ui-field--invalid', className)}
      aria-describedby={described['aria-describedby']}
    >
      <legend className="cp-ui-field__label">{label}</legend>
      {options.map((option, index) => {
        const optionId = index === 0 ? ids.controlId : `${ids.controlId}-${index}`;
        return (
          <div className="cp-ui-radios__row" key={option.value}>
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              onBlur={onBlur}
              aria-invalid={described['aria-invalid']}
              className="cp-ui-radios__input"
            />
            <label className="cp-ui-radios__label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
