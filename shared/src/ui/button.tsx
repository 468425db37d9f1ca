import { type ComponentPropsWithRef, type MouseEvent, useRef, useState } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import './button.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'onClick'> {
  variant?: ButtonVariant;
  /** A request is in flight: shows a spinner and disables the button. */
  loading?: boolean;
  /** May return a promise; the button then stays busy until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * A button that never acts twice for one wait: while `loading`, or while the promise its
 * onClick returned is pending, it is disabled (which also stops a form's implicit
 * submission) and further clicks are ignored even before React re-renders.
 */
export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  type = 'button',
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || pendingRef.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isThenable(result)) return;
    pendingRef.current = true;
    setPending(true);
    const settle = () => {
      pendingRef.current = false;
      setPending(false);
    };
    // A rejection still reaches the caller's own handling (or the unhandled-rejection report).
    void Promise.resolve(result).finally(settle);
  };

  return (
    <button
      {...rest}
      type={type}
      className={cx('cp-ui-button', `cp-ui-button--${variant}`, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
