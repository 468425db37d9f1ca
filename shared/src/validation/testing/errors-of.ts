import { type AnySchema, ValidationError } from 'yup';

/** Every failing path with its first message, as Formik would show them ({} when valid). */
export async function errorsOf(schema: AnySchema, values: unknown, context?: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
    return errors;
  }
}
