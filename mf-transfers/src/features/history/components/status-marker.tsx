import { statusMarker } from '@portal/shared/constants';

/** A transfer's status with its marker colour (requirements §4 mapping; anything unknown is inactive). */
export function StatusMarker({ status }: { status: string }) {
  const marker = statusMarker(status);
  return (
    <span className={`mf-transfers-status mf-transfers-status--${marker}`} data-marker={marker}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
