import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage, setClient, useAppDispatch, type Client, type IdentityMismatch } from '@portal/shared';
import {
  IDENTITY_MISMATCH_LEAD,
  IDENTITY_MISMATCH_OVERRIDE_EXPLAINED,
  IDENTITY_MISMATCH_SAVE_EXPLAINED,
  IDENTITY_MISMATCH_TITLE,
  US_STATES,
} from '@portal/shared/constants';
import { Button, ErrorSummary, Select, TextField, useErrorSummary } from '@portal/shared/ui';
import { mismatchSchema } from '@portal/shared/validation';
import { useUpdateClientFromBankMutation } from '../api/update-client-from-bank';

type MismatchField = keyof IdentityMismatch;

const LABELS: Record<MismatchField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address Line 1',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP Code',
};
const FIELDS = Object.keys(LABELS) as MismatchField[];
const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

export interface IdentityMismatchFormProps {
  client: Client;
  /** The bank's values of the fields that differ from the client's; equal fields are absent. */
  mismatch: IdentityMismatch;
  /** Links the held account anyway (create-client with override). */
  onOverride: () => Promise<unknown>;
  /** The linking flow is busy (the override is running). */
  busy: boolean;
  error: string | null;
}

/**
 * The identity-mismatch screen (requirements §2, §5): the fields the bank reports differently, each
 * required and equal to the bank's value (names max 30). 'Save and Continue' updates the
 * client, then links; 'Override' links anyway, each said in words before the buttons. Loaded
 * only when a bank reports a mismatch.
 */
export default function IdentityMismatchForm({ client, mismatch, onOverride, busy, error }: IdentityMismatchFormProps) {
  const dispatch = useAppDispatch();
  const [updateClient] = useUpdateClientFromBankMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
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
        setSaveError(errorMessage(cause));
        return;
      }
      await onOverride();
    },
  });
  const form = useErrorSummary(formik, Object.fromEntries(fields.map((field) => [field, LABELS[field]])));
  const shownError = saveError ?? error;
  return (
    <form
      className="mf-banking-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby="mf-banking-mismatch-title"
    >
      <h1 id="mf-banking-mismatch-title">{IDENTITY_MISMATCH_TITLE}</h1>
      <p className="mf-banking__lead">{IDENTITY_MISMATCH_LEAD}</p>
      <ErrorSummary {...form.summary} />
      {fields.map((field) =>
        field === 'state' ? (
          <Select
            key={field}
            {...form.field(field)}
            placeholder="Select a state"
            options={STATE_OPTIONS}
            hint={`Your bank has: ${mismatch[field]}`}
          />
        ) : (
          <TextField key={field} {...form.field(field)} hint={`Your bank has: ${mismatch[field]}`} />
        ),
      )}
      {shownError && (
        <p className="mf-banking-form__error" role="alert">
          {shownError}
        </p>
      )}
      <ul className="mf-banking-form__choices" aria-label="What each choice does">
        <li>{IDENTITY_MISMATCH_SAVE_EXPLAINED}</li>
        <li>{IDENTITY_MISMATCH_OVERRIDE_EXPLAINED}</li>
      </ul>
      <div className="mf-banking-form__actions">
        <Button type="submit" loading={formik.isSubmitting} disabled={busy}>
          Save and Continue
        </Button>
        <Button
          variant="secondary"
          onClick={onOverride}
          disabled={formik.isSubmitting}
          loading={busy && !formik.isSubmitting}
        >
          Override
        </Button>
      </div>
    </form>
  );
}
