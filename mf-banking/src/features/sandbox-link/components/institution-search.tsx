import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '@portal/shared/i18n/react';
import { Spinner, TextField } from '@portal/shared/ui';
import type { SandboxInstitutionView } from '@portal/shared/contracts';
import { useSearchSandboxInstitutionsQuery } from '../api/sandbox-link-api';
import { linkErrorText } from '../lib/link-error';

/** Link's first pane: find your bank by name, with its logo. */
export function InstitutionSearch({
  linkToken,
  onSelect,
}: {
  linkToken: string;
  onSelect: (institution: SandboxInstitutionView) => void;
}) {
  const intl = useIntl();
  const text = useText();
  const [query, setQuery] = useState('');
  const { data: institutions, error, isFetching } = useSearchSandboxInstitutionsQuery({ linkToken, query });
  return (
    <div className="mf-banking-link__pane">
      <TextField
        label={intl.formatMessage({ id: 'banking.link.search.label' })}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {error ? (
        <p className="mf-banking-link__error" role="alert">
          {linkErrorText(error, text)}
        </p>
      ) : !institutions ? (
        <Spinner label={intl.formatMessage({ id: 'banking.link.search.loading' })} />
      ) : institutions.length === 0 ? (
        <p className="mf-banking-link__note">
          <FormattedMessage id="banking.link.search.noMatch" values={{ query }} />
        </p>
      ) : (
        <ul
          className="mf-banking-link__institutions"
          aria-label={intl.formatMessage({ id: 'banking.link.search.results' })}
          aria-busy={isFetching || undefined}
        >
          {institutions.map((institution) => (
            <li key={institution.institution_id}>
              <button type="button" className="mf-banking-link__institution" onClick={() => onSelect(institution)}>
                {institution.logoURL ? (
                  <img src={institution.logoURL} alt="" width={32} height={32} />
                ) : (
                  <span className="mf-banking-link__logo-placeholder" aria-hidden="true" />
                )}
                {institution.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
