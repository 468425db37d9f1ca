import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, showToast, useAppDispatch } from '@portal/shared';
import { NOTICE_CHANNELS, type NoticeChannel, wantsTexts } from '@portal/shared/constants';
import { useText } from '@portal/shared/i18n/react';
import { formatPhone } from '@portal/shared/phone';
import { Button } from '@portal/shared/ui';
import type { NoticePreference } from '../api/get-notice-preference';
import { noticePreferenceSchema, useUpdateNoticePreferenceMutation } from '../api/update-notice-preference';
import './notice-preference-form.scss';

/** Each choice's label id. */
const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  both: 'onboarding.notices.channel.both',
  email: 'onboarding.notices.channel.email',
  sms: 'onboarding.notices.channel.sms',
};

export interface NoticePreferenceFormProps {
  clientId: string;
  mobilePhone: string;
  tenantName: string;
  preference: NoticePreference;
}

/**
 * /account's 'Status updates': e-mail, text or both (issue 34). A phone that replied STOP gets
 * no texts whatever the choice, so the form says so and how to undo it (reply START).
 */
export function NoticePreferenceForm({ clientId, mobilePhone, tenantName, preference }: NoticePreferenceFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const text = useText();
  const [update] = useUpdateNoticePreferenceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { hint: useId(), error: useId(), optedOut: useId() };

  const formik = useFormik({
    initialValues: { noticeChannel: preference.noticeChannel },
    // A refetch (another tab changed it) shows the stored choice.
    enableReinitialize: true,
    validationSchema: noticePreferenceSchema,
    onSubmit: async ({ noticeChannel }) => {
      setFailure(null);
      try {
        await update({ id: clientId, noticeChannel }).unwrap();
        // Worded here: the toasts show outside this screen's texts.
        dispatch(showToast({ kind: 'success', text: intl.formatMessage({ id: 'onboarding.notices.saved' }) }));
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const invalid = formik.submitCount > 0 && !!formik.errors.noticeChannel;
  const optedOut = preference.textsOptedOut && wantsTexts(preference.noticeChannel);
  const describedBy = [ids.hint, optedOut ? ids.optedOut : null, invalid ? ids.error : null].filter(Boolean).join(' ');

  return (
    <form
      className="mf-onboarding-form mf-onboarding-notices"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.notices.title' })}
    >
      <fieldset
        className="mf-onboarding-form__group"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        <legend>{intl.formatMessage({ id: 'onboarding.notices.title' })}</legend>
        <p id={ids.hint} className="mf-onboarding-form__note">
          <FormattedMessage id="onboarding.notices.hint" values={{ tenantName }} />
        </p>
        {optedOut && (
          <div id={ids.optedOut} className="mf-onboarding-notice mf-onboarding-notice--error">
            <p>
              <FormattedMessage
                id="onboarding.notices.optedOut"
                values={{ b: (chunks) => <strong>{chunks}</strong>, phone: formatPhone(mobilePhone) }}
              />
            </p>
          </div>
        )}
        <div className="mf-onboarding-notices__choices">
          {NOTICE_CHANNELS.map((channel) => (
            <label key={channel} className="mf-onboarding-notices__choice">
              <input
                type="radio"
                name="noticeChannel"
                value={channel}
                checked={formik.values.noticeChannel === channel}
                onChange={() => void formik.setFieldValue('noticeChannel', channel)}
              />
              {intl.formatMessage({ id: CHANNEL_LABELS[channel] })}
            </label>
          ))}
        </div>
        {invalid && (
          <p id={ids.error} className="cp-ui-field__error">
            {formik.errors.noticeChannel && text(formik.errors.noticeChannel)}
          </p>
        )}
      </fieldset>
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        <Button type="submit" variant="secondary" loading={formik.isSubmitting}>
          {intl.formatMessage({ id: 'onboarding.notices.save' })}
        </Button>
      </div>
    </form>
  );
}
