import { cx } from './class-names';
import './spinner.scss';

export interface SpinnerProps {
  /** What is being waited for; read by screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Inside something that already says it is busy (a loading Button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'medium', decorative = false, className }: SpinnerProps) {
  const wheelClass = cx('cp-ui-spinner', `cp-ui-spinner--${size}`);
  if (decorative) return <span className={cx(wheelClass, className)} aria-hidden="true" />;
  // The label is both the status's name and its text, so it is found by name and announced.
  return (
    <span role="status" aria-label={label} className={cx('cp-ui-spinner-status', className)}>
      <span className={wheelClass} aria-hidden="true" />
      <span className="cp-ui-visually-hidden">{label}</span>
    </span>
  );
}
