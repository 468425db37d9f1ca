import type { FormikProps } from 'formik';
import { useId } from 'react';
import type { ErrorSummaryProps, SummaryError } from './error-summary';
import { formikField, type FormikFieldProps, isFieldError, valueAt } from './formik-field';

// Type-only use of Formik, as in formik-field.ts.

type SummaryFormik<Values> = Pick<
  FormikProps<Values>,
  'getFieldProps' | 'touched' | 'errors' | 'values' | 'submitCount' | 'isSubmitting'
>;

export interface SummaryFieldProps extends FormikFieldProps {
  id: string;
  label: string;
}

export interface FormErrors {
  /** Formik's props for a field with its label and an id the summary links to: spread into a control. */
  field: (name: string, type?: 'checkbox' | 'radio') => SummaryFieldProps;
  /** For <ErrorSummary {...summary} /> at the top of the form. */
  summary: ErrorSummaryProps;
}

/**
 * A Formik form's error summary and its fields, from one list of labels: `labels` names every
 * field in the order the form shows them ('emails[0]' for an item of a list), which is the
 * order of the summary. An error on a list itself ('No emails provided.') links to its first
 * item. Errors are listed from the first submit on, when Formik has touched every field and
 * each shows its own.
 */
export function useErrorSummary<Values>(
  formik: SummaryFormik<Values>,
  labels: Readonly<Record<string, string>>,
): FormErrors {
  const prefix = useId();
  // 'emails[0]' → '…emails-0': ids stay plain words, whatever the field's path.
  const idOf = (name: string) => `${prefix}${name.replace(/[^\w-]+/g, '-').replace(/-$/, '')}`;

  const errors: SummaryError[] = [];
  if (formik.submitCount > 0) {
    for (const [name, label] of Object.entries(labels)) {
      const message = valueAt(formik.errors, name);
      if (!isFieldError(message)) continue;
      const target = Array.isArray(valueAt(formik.values, name)) ? `${name}[0]` : name;
      errors.push({ fieldId: idOf(target), label, message });
    }
  }

  return {
    field: (name, type) => ({
      ...formikField(formik, name, type),
      id: idOf(name),
      label: labels[name] ?? name,
    }),
    summary: {
      errors,
      failedSubmit: formik.submitCount > 0 && !formik.isSubmitting && errors.length > 0 ? formik.submitCount : null,
    },
  };
}
