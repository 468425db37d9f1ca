import { useIntl } from 'react-intl';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import type { LinkPhase } from '../hooks/use-link-account';

/** The wait after Link (requirements §9: 8 seconds) and any error the linking ended with. */
export function LinkingProgress({ phase, error }: { phase: LinkPhase; error: Text | null }) {
  const intl = useIntl();
  const text = useText();
  const linking = intl.formatMessage({ id: 'banking.linking.inProgress' });
  return (
    <>
      {(phase === 'saving' || phase === 'settling') && (
        // data-phase tells the saving call from the 8-second wait that follows (the e2e tests
        // skip that wait with the page's clock once it has started).
        <div className="mf-banking__linking" data-phase={phase}>
          <Spinner label={linking} size="large" />
          <p aria-hidden="true">{linking}</p>
        </div>
      )}
      {error && (
        <p className="mf-banking__error" role="alert">
          {text(error)}
        </p>
      )}
    </>
  );
}
