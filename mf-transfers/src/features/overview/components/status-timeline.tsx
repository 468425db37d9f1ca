import { failureInPlainWords } from '@portal/shared/constants';
import type { TransferStep } from '../api/get-transfer-overview';
import { displayDate, displayTime } from '../../transfers/lib/display-date';
import { stepLabel } from '../lib/status-words';

/** Each step the transfer took, oldest first, with its date and time (and the bank's reason on a failure). */
export function StatusTimeline({ steps }: { steps: readonly TransferStep[] }) {
  return (
    <section className="mf-transfers-timeline" aria-label="Status timeline">
      <h2>Status</h2>
      <ol className="mf-transfers-timeline__list">
        {steps.map((step, index) => (
          <li key={`${step.step}-${index}`} className="mf-transfers-timeline__step" data-step={step.step}>
            <span className="mf-transfers-timeline__label">{stepLabel(step.step)}</span>
            <time className="mf-transfers-timeline__time" dateTime={step.at}>
              {displayDate(step.at)} {displayTime(step.at)}
            </time>
            {step.reasonCode && (
              <span className="mf-transfers-timeline__reason">
                {step.reasonCode}: {failureInPlainWords(step.reasonCode).message}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
