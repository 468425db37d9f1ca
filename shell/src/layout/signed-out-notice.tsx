import { FormattedMessage } from 'react-intl';
import { useLocation } from '@portal/shared/router';
import './signed-out-notice.scss';

/** The navigation state /login is reached with after Log Out, here or in another tab. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

/**
 * 'You have been signed out' above /login after Log Out (docs/requirements.md, portal
 * decisions): a status message, so a screen reader says it without moving the focus. It is
 * carried in the navigation's state, so it goes with the next navigation.
 */
export function SignedOutNotice() {
  const { state } = useLocation();
  if ((state as Partial<typeof SIGNED_OUT_STATE> | null)?.signedOut !== true) return null;
  return (
    <p className="shell-signed-out" role="status">
      <FormattedMessage id="shell.signedOut" />
    </p>
  );
}
