import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@portal/shared/ui';
import { useGetNoticePreferenceQuery } from '../api/get-notice-preference';
import { NoticePreferenceForm } from './notice-preference-form';

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
  const intl = useIntl();
  const { data, isLoading, isError } = useGetNoticePreferenceQuery(clientId);
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'onboarding.notices.loading' })} />;
  if (isError || !data) {
    return (
      <p className="mf-onboarding-form__error" role="alert">
        <FormattedMessage id="onboarding.notices.unavailable" />
      </p>
    );
  }
  return (
    <NoticePreferenceForm clientId={clientId} mobilePhone={mobilePhone} tenantName={tenantName} preference={data} />
  );
}
