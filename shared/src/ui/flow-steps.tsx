import { DISBURSEMENT_STEPS, type DisbursementStep } from '@portal/shared';
import './flow-steps.scss';

export interface FlowStep<Key extends string> {
  key: Key;
  label: string;
}

/**
 * A flow's steps in one row, the current one marked (`aria-current="step"`) and the ones before
 * it ticked. A screen reader hears the list's name, how many steps, each one, and which is current.
 */
export function FlowSteps<Key extends string>({
  label,
  steps,
  current,
}: {
  /** The navigation's accessible name ("Payment steps"). */
  label: string;
  steps: readonly FlowStep<Key>[];
  current: Key;
}) {
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={label}>
      <ol className="cp-ui-tabs">
        {steps.map((step, index) => {
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'next';
          return (
            <li
              key={step.key}
              className={`cp-ui-tabs__tab cp-ui-tabs__tab--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {step.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const DISBURSEMENT_TABS: readonly FlowStep<DisbursementStep>[] = DISBURSEMENT_STEPS.map((key) => ({
  key,
  label: { 'select-bank': 'Select a Bank Account', payment: 'Accept Your Payment', success: 'Success' }[key],
}));

export function isDisbursementStep(value: string | null | undefined): value is DisbursementStep {
  return DISBURSEMENT_STEPS.some((step) => step === value);
}

/**
 * The disbursement flow's three tabs (requirements §2). Shared: the first tab is mf-banking's
 * account choice, the other two are mf-transfers' review and success.
 */
export function DisbursementTabs({ current }: { current: DisbursementStep }) {
  return <FlowSteps label="Disbursement steps" steps={DISBURSEMENT_TABS} current={current} />;
}

/** The buyer's payment flow, from identity to done, spread over three remotes. */
export type PaymentStep = 'identity' | 'bank' | 'details' | 'review' | 'done';

const PAYMENT_STEPS: readonly FlowStep<PaymentStep>[] = [
  { key: 'identity', label: 'Identity' },
  { key: 'bank', label: 'Bank' },
  { key: 'details', label: 'Details' },
  { key: 'review', label: 'Review' },
  { key: 'done', label: 'Done' },
];

/** Where the buyer is in paying (matching the disbursement tabs in look). */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  return <FlowSteps label="Payment steps" steps={PAYMENT_STEPS} current={current} />;
}
