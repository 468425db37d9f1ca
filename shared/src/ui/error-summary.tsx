import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '@portal/shared/i18n/react';
import type { FieldError } from './formik-field';
import './error-summary.scss';

/** One invalid field as the summary lists it: its label, its message and the control to focus. */
export interface SummaryError {
  /** The id of the control (for a radio group, its first radio). */
  fieldId: string;
  label: string;
  message: FieldError;
}

export interface ErrorSummaryProps {
  /** The invalid fields, in the order they appear in the form; nothing renders when empty. */
  errors: readonly SummaryError[];
  /**
   * Which failed submit this is (1, 2, …), null while none has failed or one is in flight. Each
   * new number moves the focus to the summary; errors coming and going while the client types
   * never take the focus away from the field.
   */
  failedSubmit: number | null;
}

/** The summary's heading in English, for tests (the catalogue's `ui.errorSummary.title`). */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** The label a link scrolls to: the control's own, or its group's legend. */
function labelOf(control: HTMLElement): HTMLElement | null {
  if ('labels' in control) {
    const label = (control as HTMLInputElement).labels?.[0];
    if (label && !label.contains(control)) return label;
  }
  return control.closest('fieldset')?.querySelector('legend') ?? null;
}

/**
 * The GOV.UK error summary: after a failed submit, focus lands here, at the top of the form, so
 * the first error is never off-screen on a phone; each link names the field and its message and
 * moves the focus to the field, its label scrolled into view above it.
 */
export function ErrorSummary({ errors, failedSubmit }: ErrorSummaryProps) {
  const titleId = useId();
  const intl = useIntl();
  const text = useText();
  const summary = useRef<HTMLDivElement>(null);
  const focused = useRef<number | null>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (failedSubmit === null || failedSubmit === focused.current || !shown) return;
    focused.current = failedSubmit;
    summary.current?.focus();
  }, [failedSubmit, shown]);

  if (!shown) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = document.getElementById(fieldId);
    if (!control) return;
    // The fragment would only scroll the control to the top edge, its label out of sight.
    event.preventDefault();
    (labelOf(control) ?? control).scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  return (
    <div ref={summary} className="cp-ui-error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className="cp-ui-error-summary__title">
          {intl.formatMessage({ id: 'ui.errorSummary.title' })}
        </h2>
        <ul className="cp-ui-error-summary__list">
          {errors.map(({ fieldId, label, message }) => (
            <li key={fieldId}>
              <a
                className="cp-ui-error-summary__link"
                href={`#${fieldId}`}
                onClick={(event) => focusField(event, fieldId)}
              >
                {intl.formatMessage({ id: 'ui.errorSummary.item' }, { label, message: text(message) })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
