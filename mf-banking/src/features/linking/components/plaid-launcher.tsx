import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type PlaidLinkOnExit, type PlaidLinkOnSuccess, usePlaidLink } from 'react-plaid-link';

/**
 * Opens Plaid's own Link with the token, as soon as Plaid's script is ready. Loaded lazily:
 * only a deployment configured for Plaid downloads react-plaid-link and Plaid's script.
 */
export default function PlaidLauncher({
  linkToken,
  onSuccess,
  onExit,
}: {
  linkToken: string;
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
}) {
  const intl = useIntl();
  const { open, ready, error } = usePlaidLink({ token: linkToken, onSuccess, onExit });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    // Plaid's script could not load (offline, blocked): end the attempt the way Link would.
    if (error) {
      onExit(
        {
          error_type: 'API_ERROR',
          error_code: 'LINK_SCRIPT_FAILED',
          error_message: error.message,
          display_message: intl.formatMessage({ id: 'banking.linking.scriptFailed' }),
        },
        { institution: null, status: null, link_session_id: '', request_id: '' },
      );
    }
  }, [error, onExit, intl]);
  return null;
}
