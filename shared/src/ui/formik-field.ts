import type { FieldInputProps, FormikProps } from 'formik';
import { isTextDescriptor, type TextDescriptor } from '@portal/shared/i18n';

// Type-only use of Formik: the kit must not pull Formik into pages without forms.

/** Reads 'address.city' or 'emails[2]' out of Formik's nested touched/errors objects. */
export function valueAt(source: unknown, path: string): unknown {
  return (
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      // Only objects and arrays are descended into: a list's own error ('No emails provided.') is
      // a string or a descriptor, and 'emails[0]' must not read its first letter.
      .reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
        source,
      )
  );
}

/**
 * A field's error as a schema gives it: a catalogue id with values (the shared rules), or words
 * (an API answer, already in the page's language). The field puts it into words (useText).
 */
export type FieldError = string | TextDescriptor;

export function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'string' || isTextDescriptor(value);
}

/** What an <input>, <select> or <textarea> accepts as `value`. */
type ControlValue = string | number | readonly string[] | undefined;

export interface FormikFieldProps extends Omit<FieldInputProps<unknown>, 'value'> {
  value: ControlValue;
  error?: FieldError;
}

/**
 * Formik's props for one field plus its error, shown only once the field was touched:
 * `<TextField label="First Name" {...formikField(formik, 'firstName')} />`.
 */
export function formikField<Values>(
  formik: Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>,
  name: string,
  type?: 'checkbox' | 'radio',
): FormikFieldProps {
  const field = formik.getFieldProps(type ? { name, type } : name);
  const error = valueAt(formik.errors, name);
  const shown = valueAt(formik.touched, name) && isFieldError(error) ? error : undefined;
  // Records from the API carry nulls; a text control needs '' to stay controlled.
  const value = (type ? field.value : (field.value ?? '')) as ControlValue;
  return { ...field, value, error: shown };
}
