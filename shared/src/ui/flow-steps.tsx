import { useIntl } from 'react-intl';
import { DISBURSEMENT_STEPS, type DisbursementStep } from '@portal/shared';
import './flow-steps.scss';

export interface FlowStep<Key extends string> {
  key: Key;
  /** The catalogue id of the step's name. */
  labelId: string;
}

/**
 * A flow's steps in one row, the current one marked (`aria-current="step"`) and the ones before
 * it ticked. A screen reader hears the list's name, how many steps, each one, and which is current.
 */
export function FlowSteps<Key extends string>({
  labelId,
  steps,
  current,
}: {
  /** The catalogue id of the navigation's accessible name ("Payment steps"). */
  labelId: string;
  steps: readonly FlowStep<Key>[];
  current: Key;
}) {
  const intl = useIntl();
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={intl.formatMessage({ id: labelId })}>
      <ol className="cp-ui-tabs">
        {steps.map((step, index) => {
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'next';
          return (
            <li
              key={step.key}
              className={`cp-ui-tabs__tab cp-ui-tabs__tab--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {intl.formatMessage({ id: step.labelId })}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const DISBURSEMENT_TABS: readonly FlowStep<DisbursementStep>[] = DISBURSEMENT_STEPS.map((key) => ({
  key,
  labelId: `ui.steps.disbursement.${key}`,
}));

export function isDisbursementStep(value: string | null | undefined): value is DisbursementStep {
  return DISBURSEMENT_STEPS.some((step) => step === value);
}

/**
 * The disbursement flow's three tabs (requirements §2). Shared: the first tab is mf-banking's
 * account choice, the other two are mf-transfers' review and success.
 */
export function DisbursementTabs({ current }: { current: DisbursementStep }) {
  return <FlowSteps labelId="ui.steps.disbursement" steps={DISBURSEMENT_TABS} current={current} />;
}

/** The buyer's payment flow, from identity to done, spread over three remotes. */
export type PaymentStep = 'identity' | 'bank' | 'details' | 'review' | 'done';

const PAYMENT_STEPS: readonly FlowStep<PaymentStep>[] = [
  { key: 'identity', labelId: 'ui.steps.payment.identity' },
  { key: 'bank', labelId: 'ui.steps.payment.bank' },
  { key: 'details', labelId: 'ui.steps.payment.details' },
  { key: 'review', labelId: 'ui.steps.payment.review' },
  { key: 'done', labelId: 'ui.steps.payment.done' },
];

/** Where the buyer is in paying (matching the disbursement tabs in look). */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  return <FlowSteps labelId="ui.steps.payment" steps={PAYMENT_STEPS} current={current} />;
}
