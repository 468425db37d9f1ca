import { useIntl } from 'react-intl';

/** A bank list's lead (lib/leads.ts): its sentences in the page's language, one paragraph. */
export function Lead({ ids }: { ids: readonly string[] }) {
  const intl = useIntl();
  return <p className="mf-banking__lead">{ids.map((id) => intl.formatMessage({ id })).join(' ')}</p>;
}
