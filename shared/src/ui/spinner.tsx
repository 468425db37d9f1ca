import { useIntl } from 'react-intl';
import { cx } from './class-names';
import './spinner.scss';

export interface SpinnerProps {
  /** What is being waited for, in the page's language; read by screen readers (default: "Loading"). */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Inside something that already says it is busy (a loading Button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'medium', decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const wheelClass = cx('cp-ui-spinner', `cp-ui-spinner--${size}`);
  if (decorative) return <span className={cx(wheelClass, className)} aria-hidden="true" />;
  const name = label ?? intl.formatMessage({ id: 'ui.loading' });
  // The label is both the status's name and its text, so it is found by name and announced.
  return (
    <span role="status" aria-label={name} className={cx('cp-ui-spinner-status', className)}>
      <span className={wheelClass} aria-hidden="true" />
      <span className="cp-ui-visually-hidden">{name}</span>
    </span>
  );
}
