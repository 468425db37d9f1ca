import { useText } from '@portal/shared/i18n/react';
import type { OutcomeWords } from '../lib/status-words';

/** A failure, return or cancel in plain words, with what the client can do next. */
export function OutcomeNotice({ outcome, failed }: { outcome: OutcomeWords; failed: boolean }) {
  const text = useText();
  return (
    <div className={failed ? 'mf-transfers-outcome mf-transfers-outcome--failed' : 'mf-transfers-outcome'}>
      <p className="mf-transfers-outcome__message">{text(outcome.message)}</p>
      <p className="mf-transfers-outcome__next">{text(outcome.nextStep)}</p>
    </div>
  );
}
