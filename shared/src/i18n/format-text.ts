import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  type Catalogue,
  isTextDescriptor,
  LOCALE_TAGS,
  type Locale,
  type TextDescriptor,
} from '@portal/shared/i18n';

/** Texts of one language, put into words outside React (the API, e-mails, PDFs, tests). */
export interface TextFormatter {
  readonly locale: Locale;
  /** The BCP 47 tag money and dates are formatted for (en-US, es-US). */
  readonly tag: string;
  /** A descriptor in words; a plain string is already words and is returned as it is. */
  text(text: TextDescriptor | string): string;
  /** Whole cents as US dollars in the language's style ('$1,250.00'). */
  money(cents: number): string;
  /** A calendar day in the language's long style ('March 5, 2026', '5 de marzo de 2026'). */
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** The FormatJS object beneath, for plural/number/date calls the helpers above do not cover. */
  readonly intl: IntlShape;
}

export interface TextFormatterOptions {
  /** Told of every id missing from the catalogues (its text falls back to the id). */
  onMissing?: (id: string) => void;
  /** The zone dates are written in; the API writes in the tenant's zone when it has one. */
  timeZone?: string;
}

// One cache for every formatter: Intl's formatters are costly to build, and the API makes a
// formatter per language once, then formats many texts with it.
const cache = createIntlCache();

/**
 * A formatter of `locale` over the catalogues given, later catalogues winning on a shared id.
 * Plain FormatJS, no React and no DOM: the same ICU messages read the same on Node and in the
 * browser (the React side wraps react-intl over the same catalogues).
 */
export function createTextFormatter(
  locale: Locale,
  catalogues: readonly Catalogue[],
  options: TextFormatterOptions = {},
): TextFormatter {
  const tag = LOCALE_TAGS[locale];
  const messages: Record<string, string> = Object.assign({}, ...catalogues);
  const intl = createIntl(
    {
      locale: tag,
      messages,
      ...(options.timeZone && { timeZone: options.timeZone }),
      onError: (error) => {
        if (error.code === 'MISSING_TRANSLATION') return; // reported below, with the id alone
        throw error;
      },
    },
    cache,
  );
  return {
    locale,
    tag,
    intl,
    text(text) {
      if (!isTextDescriptor(text)) return text;
      if (!(text.id in messages)) options.onMissing?.(text.id);
      return intl.formatMessage({ id: text.id }, text.values);
    },
    money: (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }),
    date: (value, dateOptions = { dateStyle: 'long' }) => intl.formatDate(value, dateOptions),
  };
}

interface MessageElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageElement[] }>;
  children?: MessageElement[];
}

/**
 * The arguments an ICU message takes (`{name}`, `{count, plural, …}`, nested ones included), from
 * FormatJS's own parse: catalogue checks compare them across languages.
 */
export function messageArguments(message: string, locale: Locale): string[] {
  const intl = createIntl({ locale: LOCALE_TAGS[locale], messages: {} }, cache);
  const walk = (elements: MessageElement[]): string[] =>
    elements.flatMap((element) => [
      // 0 is literal text and 7 the '#' of a plural; every other element names its argument (or tag).
      ...(element.type !== 0 && element.type !== 7 && typeof element.value === 'string' ? [element.value] : []),
      ...Object.values(element.options ?? {}).flatMap((option) => walk(option.value)),
      ...walk(element.children ?? []),
    ]);
  return [...new Set(walk(intl.formatters.getMessageFormat(message, intl.locale).getAst() as MessageElement[]))].sort();
}
