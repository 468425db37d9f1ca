import type { FailureInPlainWords } from '@portal/shared/constants';

/** A failure, return or cancel in plain words, with what the client can do next. */
export function OutcomeNotice({ outcome, failed }: { outcome: FailureInPlainWords; failed: boolean }) {
  return (
    <div className={failed ? 'mf-transfers-outcome mf-transfers-outcome--failed' : 'mf-transfers-outcome'}>
      <p className="mf-transfers-outcome__message">{outcome.message}</p>
      <p className="mf-transfers-outcome__next">{outcome.nextStep}</p>
    </div>
  );
}
