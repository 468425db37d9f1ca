import { DISBURSEMENT_STEPS, type DisbursementStep } from '@portal/shared';
import './disbursement-tabs.scss';

const TAB_LABELS: Record<DisbursementStep, string> = {
  'select-bank': 'Select a Bank Account',
  payment: 'Accept Your Payment',
  success: 'Success',
};

export function isDisbursementStep(value: string | null | undefined): value is DisbursementStep {
  return DISBURSEMENT_STEPS.some((step) => step === value);
}

/**
 * The disbursement flow's three tabs (requirements §2), the current one marked. Shared: the first tab
 * is mf-banking's account choice, the other two are mf-transfers' review and success.
 */
export function DisbursementTabs({ current }: { current: DisbursementStep }) {
  return (
    <nav aria-label="Disbursement steps">
      <ol className="cp-ui-tabs">
        {DISBURSEMENT_STEPS.map((step) => (
          <li
            key={step}
            className={step === current ? 'cp-ui-tabs__tab cp-ui-tabs__tab--current' : 'cp-ui-tabs__tab'}
            aria-current={step === current ? 'step' : undefined}
          >
            {TAB_LABELS[step]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
