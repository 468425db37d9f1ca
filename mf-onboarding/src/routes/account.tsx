import { selectClient, skipToken, useAppSelector, useGetSensitiveDataQuery, useTenant } from '@portal/shared';
import { Spinner } from '@portal/shared/ui';
import { NoticePreference } from '../features/notice-preference/components/notice-preference';
import { PasskeyList } from '../features/passkeys/components/passkey-list';
import { ProfileForm } from '../features/profile/components/profile-form';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /account, 'Your Account' (requirements §2). */
export default function Account() {
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const owner = client && tenant ? { clientId: client.id, tenantId: tenant.id } : skipToken;
  // The shell's guard loaded this already: one cache entry, no second request.
  const identity = useGetSensitiveDataQuery(owner);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Your Account</h1>
      {!client || !tenant || identity.isLoading ? (
        <Spinner label="Loading your account" />
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
