import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import type { PasskeyView } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { Button, TextField } from '@portal/shared/ui';
import {
  PASSKEY_NAME_MAX_LENGTH,
  passkeyNameSchema,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from '../api/passkey-list';

type Mode = 'view' | 'rename' | 'remove';

/** One passkey in /account: its name and dates, with Rename and Remove (asked once more). */
export function PasskeyItem({ passkey }: { passkey: PasskeyView }) {
  const intl = useIntl();
  const [mode, setMode] = useState<Mode>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const [rename] = useRenamePasskeyMutation();
  const [remove, removal] = useRemovePasskeyMutation();
  const formik = useFormik({
    initialValues: { name: passkey.name },
    validationSchema: passkeyNameSchema,
    onSubmit: async ({ name }) => {
      setFailure(null);
      try {
        await rename({ id: passkey.id, name: name.trim() }).unwrap();
        setMode('view');
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const confirmRemove = async () => {
    setFailure(null);
    try {
      await remove({ id: passkey.id }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <li className="mf-onboarding-passkeys__item" aria-label={passkey.name}>
      {mode === 'rename' ? (
        <form
          className="mf-onboarding-form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label={intl.formatMessage({ id: 'onboarding.passkeys.renameForm' })}
        >
          <TextField
            label={intl.formatMessage({ id: 'onboarding.passkeys.name' })}
            name="name"
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            error={formik.touched.name ? formik.errors.name : undefined}
          />
          <div className="mf-onboarding-passkeys__actions">
            <Button type="submit" loading={formik.isSubmitting}>
              {intl.formatMessage({ id: 'onboarding.passkeys.save' })}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {intl.formatMessage({ id: 'onboarding.passkeys.cancel' })}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <p className="mf-onboarding-passkeys__name">{passkey.name}</p>
            <p className="mf-onboarding-passkeys__dates">
              {passkey.lastUsedAt
                ? intl.formatMessage(
                    { id: 'onboarding.passkeys.dates' },
                    { added: formatDate(passkey.createdAt), lastUsed: formatDate(passkey.lastUsedAt) },
                  )
                : intl.formatMessage(
                    { id: 'onboarding.passkeys.datesNeverUsed' },
                    { added: formatDate(passkey.createdAt) },
                  )}
            </p>
          </div>
          {mode === 'remove' ? (
            <div
              className="mf-onboarding-passkeys__actions"
              role="group"
              aria-label={intl.formatMessage({ id: 'onboarding.passkeys.removeQuestion' })}
            >
              <span>{intl.formatMessage({ id: 'onboarding.passkeys.removeQuestion' })}</span>
              <Button onClick={() => void confirmRemove()} loading={removal.isLoading}>
                {intl.formatMessage({ id: 'onboarding.passkeys.remove' })}
              </Button>
              <Button variant="secondary" onClick={() => setMode('view')}>
                {intl.formatMessage({ id: 'onboarding.passkeys.keep' })}
              </Button>
            </div>
          ) : (
            <div className="mf-onboarding-passkeys__actions">
              <Button
                variant="secondary"
                onClick={() => setMode('rename')}
                aria-label={intl.formatMessage({ id: 'onboarding.passkeys.renameNamed' }, { name: passkey.name })}
              >
                {intl.formatMessage({ id: 'onboarding.passkeys.rename' })}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setMode('remove')}
                aria-label={intl.formatMessage({ id: 'onboarding.passkeys.removeNamed' }, { name: passkey.name })}
              >
                {intl.formatMessage({ id: 'onboarding.passkeys.remove' })}
              </Button>
            </div>
          )}
        </>
      )}
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
