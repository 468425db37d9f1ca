import { type AnySchema, ValidationError } from 'yup';
import type { Locale, TextDescriptor } from '@portal/shared/i18n';
import { createTextFormatter, RULES_CATALOGUES } from '@portal/shared/i18n/formatting';

/**
 * Every failing path with its first message put into words in `locale` (English by default, the
 * requirements' wording), as a form would show them ({} when valid).
 */
export async function errorsOf(
  schema: AnySchema,
  values: unknown,
  context?: object,
  locale: Locale = 'en',
): Promise<Record<string, string>> {
  const texts = createTextFormatter(locale, [RULES_CATALOGUES[locale]], {
    onMissing: (id) => {
      throw new Error(`No text ${id} in the ${locale} rules catalogue`);
    },
  });
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      errors[path] ??= texts.text(inner.message as unknown as TextDescriptor);
    }
    return errors;
  }
}
