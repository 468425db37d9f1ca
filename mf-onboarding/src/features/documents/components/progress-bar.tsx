import { useIntl } from 'react-intl';
import './progress-bar.scss';

/** Upload progress (docs/architecture.md, "Quality bars": feedback on waits). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const intl = useIntl();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="mf-onboarding-progress">
      <div
        className="mf-onboarding-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="mf-onboarding-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <span className="mf-onboarding-progress__text" aria-hidden="true">
        {intl.formatNumber(value / 100, { style: 'percent' })}
      </span>
    </div>
  );
}
