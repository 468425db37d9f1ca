import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { errorText, setClient, useAppDispatch, type Client, type IdentityMismatch } from '@portal/shared';
import { US_STATES } from '@portal/shared/constants';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Button, ErrorSummary, Select, TextField, useErrorSummary } from '@portal/shared/ui';
import { mismatchSchema } from '@portal/shared/validation';
import { useUpdateClientFromBankMutation } from '../api/update-client-from-bank';

type MismatchField = keyof IdentityMismatch;

/** Each field's label, in the order the form shows them. */
const LABELS: Record<MismatchField, MessageDescriptor> = {
  firstName: { id: 'banking.mismatch.field.firstName' },
  lastName: { id: 'banking.mismatch.field.lastName' },
  address1: { id: 'banking.mismatch.field.address1' },
  city: { id: 'banking.mismatch.field.city' },
  state: { id: 'banking.mismatch.field.state' },
  zipcode: { id: 'banking.mismatch.field.zipcode' },
};
const FIELDS = Object.keys(LABELS) as MismatchField[];
// A state's own name, as the bank and the client's address write it, in either language.
const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

export interface IdentityMismatchFormProps {
  client: Client;
  /** The bank's values of the fields that differ from the client's; equal fields are absent. */
  mismatch: IdentityMismatch;
  /** Links the held account anyway (create-client with override). */
  onOverride: () => Promise<unknown>;
  /** The linking flow is busy (the override is running). */
  busy: boolean;
  error: Text | null;
}

/**
 * The identity-mismatch screen (requirements §2, §5): the fields the bank reports differently, each
 * required and equal to the bank's value (names max 30). 'Save and Continue' updates the
 * client, then links; 'Override' links anyway, each said in words before the buttons. Loaded
 * only when a bank reports a mismatch.
 */
export default function IdentityMismatchForm({ client, mismatch, onOverride, busy, error }: IdentityMismatchFormProps) {
  const intl = useIntl();
  const text = useText();
  const dispatch = useAppDispatch();
  const [updateClient] = useUpdateClientFromBankMutation();
  const [saveError, setSaveError] = useState<Text | null>(null);
  const fields = FIELDS.filter((field) => mismatch[field]);
  const formik = useFormik<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((field) => [field, client[field] ?? ''])),
    validationSchema: mismatchSchema(mismatch as Record<string, string | undefined>),
    onSubmit: async (values) => {
      setSaveError(null);
      try {
        const data = Object.fromEntries(fields.map((field) => [field, values[field]!.trim()]));
        const updated = await updateClient({ id: client.id, data }).unwrap();
        dispatch(setClient(updated));
      } catch (cause) {
        setSaveError(errorText(cause));
        return;
      }
      await onOverride();
    },
  });
  const form = useErrorSummary(
    formik,
    Object.fromEntries(fields.map((field) => [field, intl.formatMessage(LABELS[field])])),
  );
  const shownError = saveError ?? error;
  const bankHas = (field: MismatchField) =>
    intl.formatMessage({ id: 'banking.mismatch.bankHas' }, { value: mismatch[field] });
  return (
    <form
      className="mf-banking-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby="mf-banking-mismatch-title"
    >
      <h1 id="mf-banking-mismatch-title">
        <FormattedMessage id="banking.mismatch.title" />
      </h1>
      <p className="mf-banking__lead">
        <FormattedMessage id="banking.mismatch.lead" />
      </p>
      <ErrorSummary {...form.summary} />
      {fields.map((field) =>
        field === 'state' ? (
          <Select
            key={field}
            {...form.field(field)}
            placeholder={intl.formatMessage({ id: 'banking.mismatch.selectState' })}
            options={STATE_OPTIONS}
            hint={bankHas(field)}
          />
        ) : (
          <TextField key={field} {...form.field(field)} hint={bankHas(field)} />
        ),
      )}
      {shownError && (
        <p className="mf-banking-form__error" role="alert">
          {text(shownError)}
        </p>
      )}
      <ul className="mf-banking-form__choices" aria-label={intl.formatMessage({ id: 'banking.mismatch.choices' })}>
        <li>
          <FormattedMessage id="banking.mismatch.saveExplained" />
        </li>
        <li>
          <FormattedMessage id="banking.mismatch.overrideExplained" />
        </li>
      </ul>
      <div className="mf-banking-form__actions">
        <Button type="submit" loading={formik.isSubmitting} disabled={busy}>
          <FormattedMessage id="banking.mismatch.save" />
        </Button>
        <Button
          variant="secondary"
          onClick={onOverride}
          disabled={formik.isSubmitting}
          loading={busy && !formik.isSubmitting}
        >
          <FormattedMessage id="banking.mismatch.override" />
        </Button>
      </div>
    </form>
  );
}
