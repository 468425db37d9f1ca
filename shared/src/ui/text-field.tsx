import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { describedControl, type FieldChromeProps, FieldMessages, useFieldIds } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'prefix'>, FieldChromeProps {
  /** Shown before the value inside the frame, e.g. '$' for money; the label says what it is. */
  prefix?: string;
}

/** A labelled text input. Spread Formik's field props into it, or use formikField(). */
export function TextField({
  label,
  hint,
  error,
  prefix,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const control = (
    <input
      type="text"
      {...input}
      {...describedControl(ids, { hint, error }, describedBy)}
      className="cp-ui-field__control"
    />
  );
  return (
    <div className={cx('cp-ui-field', error && 'cp-ui-field--invalid', className)}>
      <label className="cp-ui-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {prefix ? (
        <div className="cp-ui-field__affixed">
          {/* As GOV.UK's prefix: seen, not read (the label and the value say it). */}
          <span className="cp-ui-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
