import { Spinner } from '@portal/shared/ui';
import { useGetNoticePreferenceQuery } from '../api/get-notice-preference';
import { NoticePreferenceForm } from './notice-preference-form';

export const NOTICE_PREFERENCE_UNAVAILABLE =
  'Your choice of status updates could not be loaded. Please reload the page.';

/** The 'Status updates' section of /account, once the stored choice has loaded. */
export function NoticePreference({
  clientId,
  mobilePhone,
  tenantName,
}: {
  clientId: string;
  mobilePhone: string;
  tenantName: string;
}) {
  const { data, isLoading, isError } = useGetNoticePreferenceQuery(clientId);
  if (isLoading) return <Spinner label="Loading your status updates" />;
  if (isError || !data) {
    return (
      <p className="mf-onboarding-form__error" role="alert">
        {NOTICE_PREFERENCE_UNAVAILABLE}
      </p>
    );
  }
  return (
    <NoticePreferenceForm clientId={clientId} mobilePhone={mobilePhone} tenantName={tenantName} preference={data} />
  );
}
