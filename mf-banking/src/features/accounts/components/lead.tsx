import { type MessageDescriptor, useIntl } from 'react-intl';

/** A bank list's lead (lib/leads.ts): its sentences in the page's language, one paragraph. */
export function Lead({ sentences }: { sentences: readonly MessageDescriptor[] }) {
  const intl = useIntl();
  return <p className="mf-banking__lead">{sentences.map((sentence) => intl.formatMessage(sentence)).join(' ')}</p>;
}
