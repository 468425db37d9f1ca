import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { describedControl, type FieldChromeProps, FieldMessages, useFieldIds } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldChromeProps {}

/** A labelled text input. Spread Formik's field props into it, or use formikField(). */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('cp-ui-field', error && 'cp-ui-field--invalid', className)}>
      <label className="cp-ui-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        {...describedControl(ids, { hint, error }, describedBy)}
        className="cp-ui-field__control"
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
