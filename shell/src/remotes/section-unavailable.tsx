import { Button } from '@portal/shared/ui';

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="shell-unavailable" role="alert">
      <h2>This section is temporarily unavailable</h2>
      <p>Please try again in a moment. The rest of the portal keeps working.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
