import { useIntl } from 'react-intl';
import { selectClient, skipToken, useAppSelector, useGetSensitiveDataQuery, useTenant } from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { NoticePreference } from '../features/notice-preference/components/notice-preference';
import { PasskeyList } from '../features/passkeys/components/passkey-list';
import { ProfileForm } from '../features/profile/components/profile-form';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /account, 'Your Account' (requirements §2). */
function Account() {
  const intl = useIntl();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const owner = client && tenant ? { clientId: client.id, tenantId: tenant.id } : skipToken;
  // The shell's guard loaded this already: one cache entry, no second request.
  const identity = useGetSensitiveDataQuery(owner);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>{intl.formatMessage({ id: 'onboarding.account.title' })}</h1>
      {!client || !tenant || identity.isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'onboarding.account.loading' })} />
      ) : (
        <>
          <ProfileForm
            key={`${client.updatedAt ?? ''}-${identity.fulfilledTimeStamp ?? 0}`}
            client={client}
            tenantId={tenant.id}
            identity={identity.data}
          />
          <NoticePreference clientId={client.id} mobilePhone={client.mobilePhone ?? ''} tenantName={tenant.name} />
          <PasskeyList />
        </>
      )}
    </section>
  );
}

export default withTexts(Account, CATALOGUES);
