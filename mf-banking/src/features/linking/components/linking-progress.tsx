import { LINKING_ACCOUNT } from '@portal/shared/constants';
import { Spinner } from '@portal/shared/ui';
import type { LinkPhase } from '../hooks/use-link-account';

/** The wait after Link (spec §9: 8 seconds) and any error the linking ended with. */
export function LinkingProgress({ phase, error }: { phase: LinkPhase; error: string | null }) {
  return (
    <>
      {(phase === 'saving' || phase === 'settling') && (
        <div className="mf-banking__linking">
          <Spinner label={LINKING_ACCOUNT} size="large" />
          <p aria-hidden="true">{LINKING_ACCOUNT}</p>
        </div>
      )}
      {error && (
        <p className="mf-banking__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
