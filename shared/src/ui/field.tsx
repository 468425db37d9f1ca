import { type ReactNode, useId } from 'react';
import { useText } from '@portal/shared/i18n/react';
import type { FieldError } from './formik-field';
import './field.scss';

// The label / hint / error plumbing that every form control shares, so each control
// is associated with its label and described by its hint and error the same way.

export interface FieldChromeProps {
  /** Always rendered and associated with the control. */
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; falsy means valid (so `touched && error` can be passed as is). */
  error?: FieldError | false | null;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The aria attributes that tie a control to its hint and error. */
export function describedControl(
  ids: FieldIds,
  { hint, error }: Pick<FieldChromeProps, 'hint' | 'error'>,
  describedBy?: string,
) {
  const describers = [describedBy, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers.length ? describers.join(' ') : undefined,
  };
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds } & Pick<FieldChromeProps, 'hint' | 'error'>) {
  const text = useText();
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="cp-ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="cp-ui-field__error">
          {text(error)}
        </p>
      )}
    </>
  );
}
