import { useIntl } from 'react-intl';
import './skeleton.scss';

/**
 * The shape of a screen while it loads (a title and a few lines), instead of a blank page with a
 * spinner: the page keeps its layout and the wait reads as short. Announced like a spinner.
 */
export function Skeleton({ label }: { label?: string }) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage({ id: 'ui.loading' });
  return (
    <div role="status" aria-label={name} className="cp-ui-skeleton">
      <span className="cp-ui-visually-hidden">{name}</span>
      <span className="cp-ui-skeleton__title" aria-hidden="true" />
      <span className="cp-ui-skeleton__line" aria-hidden="true" />
      <span className="cp-ui-skeleton__line" aria-hidden="true" />
      <span className="cp-ui-skeleton__line cp-ui-skeleton__line--short" aria-hidden="true" />
    </div>
  );
}
