import { FormattedMessage, useIntl } from 'react-intl';
import type { TransferStep } from '../api/get-transfer-overview';
import { displayDate } from '../../transfers/lib/display-date';
import { useTransferTexts } from '../../transfers/hooks/use-transfer-texts';
import { failureWords, stepLabelId } from '../lib/status-words';

/** Each step the transfer took, oldest first, with its date and time (and the bank's reason on a failure). */
export function StatusTimeline({ steps }: { steps: readonly TransferStep[] }) {
  const intl = useIntl();
  const { timeText } = useTransferTexts();
  const label = (step: string) => {
    const id = stepLabelId(step);
    return id ? intl.formatMessage({ id }) : step.charAt(0).toUpperCase() + step.slice(1);
  };
  return (
    <section className="mf-transfers-timeline" aria-label={intl.formatMessage({ id: 'transfers.timeline.label' })}>
      <h2>
        <FormattedMessage id="transfers.timeline.heading" />
      </h2>
      <ol className="mf-transfers-timeline__list">
        {steps.map((step, index) => (
          <li key={`${step.step}-${index}`} className="mf-transfers-timeline__step" data-step={step.step}>
            <span className="mf-transfers-timeline__label">{label(step.step)}</span>
            <time className="mf-transfers-timeline__time" dateTime={step.at}>
              {displayDate(step.at)} {timeText(step.at)}
            </time>
            {step.reasonCode && (
              <span className="mf-transfers-timeline__reason">
                <FormattedMessage
                  id="transfers.timeline.reason"
                  values={{
                    code: step.reasonCode,
                    message: intl.formatMessage(failureWords(step.reasonCode).message),
                  }}
                />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
