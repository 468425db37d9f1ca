import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { TOAST_DISMISS_MS } from '@portal/shared/constants';
import { dismissToast, selectToasts, type Toast } from '@portal/shared';
import './toast-viewport.scss';

function ToastMessage({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const intl = useIntl();

  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    // Errors interrupt (alert); confirmations wait their turn (status).
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`cp-ui-toast cp-ui-toast--${toast.kind}`}>
      <p className="cp-ui-toast__text">{toast.text}</p>
      <button
        type="button"
        className="cp-ui-toast__dismiss"
        aria-label={intl.formatMessage({ id: 'ui.toast.dismiss' })}
        onClick={() => dispatch(dismissToast(toast.id))}
      />
    </div>
  );
}

/** Shows the toast slice's messages; the shell renders it once, inside the store Provider. */
export function ToastViewport() {
  const toasts = useSelector(selectToasts);
  const intl = useIntl();
  return (
    <section className="cp-ui-toasts" aria-label={intl.formatMessage({ id: 'ui.toast.region' })}>
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
