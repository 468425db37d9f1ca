import { useIntl } from 'react-intl';
import { statusMarker } from '@portal/shared/constants';
import { statusTextId } from '../../transfers/lib/text-ids';

/**
 * A transfer's status with its marker colour (requirements §4 mapping; anything unknown is
 * inactive), named in the page's language; a status the portal does not know shows as written.
 */
export function StatusMarker({ status }: { status: string }) {
  const intl = useIntl();
  const marker = statusMarker(status);
  const id = statusTextId(status);
  return (
    <span className={`mf-transfers-status mf-transfers-status--${marker}`} data-marker={marker}>
      {id ? intl.formatMessage({ id }) : status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
