import { FormattedMessage } from 'react-intl';
import { useText } from '@portal/shared/i18n/react';
import { Button } from '@portal/shared/ui';

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const text = useText();
  return (
    <section className="shell-unavailable" role="alert">
      <h2>{text({ id: 'errors.sectionUnavailable' })}</h2>
      <p>
        <FormattedMessage id="shell.unavailable.detail" />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="shell.unavailable.retry" />
      </Button>
    </section>
  );
}
