import { lazy, Suspense } from 'react';
import type { Client } from '@portal/shared';
import { Spinner } from '@portal/shared/ui';
import type { LinkAccount } from '../../linking/hooks/use-link-account';

// Formik and the schemas come with the form: most visits never see a mismatch.
const IdentityMismatchForm = lazy(() => import('./identity-mismatch-form'));

/** The identity-mismatch screen in place of the list, while the bank's details differ. */
export function MismatchScreen({ client, link }: { client: Client; link: LinkAccount }) {
  if (!link.mismatch) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <IdentityMismatchForm
        client={client}
        mismatch={link.mismatch.mismatch}
        onOverride={link.overrideMismatch}
        busy={link.phase !== 'idle'}
        error={link.error}
      />
    </Suspense>
  );
}
