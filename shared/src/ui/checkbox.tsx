import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { describedControl, type FieldChromeProps, FieldMessages, useFieldIds } from './field';
import './checkbox.scss';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, FieldChromeProps {}

/**
 * A labelled checkbox; the label may hold links (the terms agreement). With Formik use
 * getFieldProps({ name, type: 'checkbox' }) or formikField(formik, name, 'checkbox').
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('cp-ui-field', 'cp-ui-checkbox', error && 'cp-ui-field--invalid', className)}>
      <div className="cp-ui-checkbox__row">
        <input
          {...input}
          type="checkbox"
          {...describedControl(ids, { hint, error }, describedBy)}
          className="cp-ui-checkbox__input"
        />
        <label className="cp-ui-checkbox__label" htmlFor={ids.controlId}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
