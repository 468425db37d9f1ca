import { DISBURSEMENT_STEPS, type DisbursementStep } from '@portal/shared';

const TAB_LABELS: Record<DisbursementStep, string> = {
  'select-bank': 'Select a Bank Account',
  payment: 'Accept Your Payment',
  success: 'Success',
};

export function isDisbursementStep(value: string | null): value is DisbursementStep {
  return DISBURSEMENT_STEPS.some((step) => step === value);
}

/** The disbursement flow's three tabs (spec §2), the current one marked. */
export function DisbursementTabs({ current }: { current: DisbursementStep }) {
  return (
    <nav aria-label="Disbursement steps">
      <ol className="mf-banking-tabs">
        {DISBURSEMENT_STEPS.map((step) => (
          <li
            key={step}
            className={step === current ? 'mf-banking-tabs__tab mf-banking-tabs__tab--current' : 'mf-banking-tabs__tab'}
            aria-current={step === current ? 'step' : undefined}
          >
            {TAB_LABELS[step]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
