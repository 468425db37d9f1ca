import { useIntl } from 'react-intl';

/**
 * A form's field labels in the page's language, from their catalogue ids: what
 * useErrorSummary names the fields and the summary's links with.
 */
export function useLabels<Name extends string>(ids: Readonly<Record<Name, string>>): Record<Name, string> {
  const intl = useIntl();
  const labels = {} as Record<Name, string>;
  for (const name of Object.keys(ids) as Name[]) labels[name] = intl.formatMessage({ id: ids[name] });
  return labels;
}
