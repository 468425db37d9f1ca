import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import type { LinkTokenResponse } from '@portal/shared';
import { Spinner } from '@portal/shared/ui';

// Each Link is its own chunk: a sandbox deployment never downloads react-plaid-link, and a
// page that never links downloads neither.
const PlaidLauncher = lazy(() => import('../components/plaid-launcher'));
const SandboxLinkDialog = lazy(() => import('../../sandbox-link/components/sandbox-link-dialog'));

export interface BankLink {
  /** Opens the Link the token is for. */
  open: (token: LinkTokenResponse) => void;
  /** True while a Link is open. */
  isOpen: boolean;
  /** Render it somewhere in the screen: the open Link, or nothing. */
  element: ReactNode;
}

/**
 * One Link for the screens whatever the provider: Plaid's Link (react-plaid-link) when the
 * token is Plaid's, the product's sandbox dialog otherwise. Both end in Plaid's
 * onSuccess(public_token, metadata) or onExit(error, metadata), after the Link has closed.
 */
export function useBankLink({
  onSuccess,
  onExit,
}: {
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
}): BankLink {
  const intl = useIntl();
  const [token, setToken] = useState<LinkTokenResponse | null>(null);
  const open = useCallback((next: LinkTokenResponse) => setToken(next), []);
  const succeeded = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) => {
      setToken(null);
      onSuccess(publicToken, metadata);
    },
    [onSuccess],
  );
  const exited = useCallback<PlaidLinkOnExit>(
    (error, metadata) => {
      setToken(null);
      onExit(error, metadata);
    },
    [onExit],
  );
  const Link = token?.provider === 'plaid' ? PlaidLauncher : SandboxLinkDialog;
  const element = token ? (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'banking.linking.opening' })} />}>
      <Link key={token.linkToken} linkToken={token.linkToken} onSuccess={succeeded} onExit={exited} />
    </Suspense>
  ) : null;
  return { open, isOpen: token !== null, element };
}
