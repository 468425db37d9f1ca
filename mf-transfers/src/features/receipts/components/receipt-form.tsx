import { FieldArray, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { EMAIL_SEND_FAILED, MAX_RECEIPT_EMAILS, RECEIPT_SENT } from '@portal/shared/constants';
import { Button, ErrorSummary, TextField, useErrorSummary } from '@portal/shared/ui';
import {
  receiptEmailsSchema,
  useSendDisbursementReceiptsMutation,
  useSendTransferReceiptsMutation,
} from '../api/send-receipts';

export interface ReceiptFormProps {
  transferId: string;
  /** The client's own address, offered first. */
  defaultEmail?: string | null;
  /** A transfer's receipt, or an accepted disbursement's (each has its own route, requirements §7). */
  kind?: 'transfer' | 'disbursement';
}

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * Receipt e-mails (requirements §5, §8): up to five addresses, blanks skipped, at least one
 * ('No emails provided.'), each a valid e-mail of at most 50 characters.
 */
export function ReceiptForm({ transferId, defaultEmail, kind = 'transfer' }: ReceiptFormProps) {
  const [sendTransfer] = useSendTransferReceiptsMutation();
  const [sendDisbursement] = useSendDisbursementReceiptsMutation();
  const send = kind === 'disbursement' ? sendDisbursement : sendTransfer;
  const [outcome, setOutcome] = useState<Outcome>(null);

  const formik = useFormik({
    initialValues: { emails: [defaultEmail ?? ''] },
    validationSchema: receiptEmailsSchema,
    onSubmit: async ({ emails }) => {
      setOutcome(null);
      const recipients = emails.map((address) => address.trim()).filter(Boolean);
      try {
        await send({ transferId, emails: recipients }).unwrap();
        setOutcome({ kind: 'sent', text: RECEIPT_SENT });
      } catch {
        setOutcome({ kind: 'failed', text: EMAIL_SEND_FAILED });
      }
    },
  });
  // The list-level rule (none given) has no input of its own: say it under the form.
  const listError = typeof formik.errors.emails === 'string' && formik.submitCount > 0 ? formik.errors.emails : null;
  const form = useErrorSummary(formik, {
    emails: 'Email 1',
    ...Object.fromEntries(formik.values.emails.map((_address, index) => [`emails[${index}]`, `Email ${index + 1}`])),
  });

  return (
    <FormikProvider value={formik}>
      <form
        className="mf-transfers-form mf-transfers-receipts"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label="Send receipt"
      >
        <h2>Send a receipt</h2>
        <ErrorSummary {...form.summary} />
        <p className="mf-transfers-form__note">
          Send a receipt of this {kind === 'disbursement' ? 'payment' : 'transfer'} to up to {MAX_RECEIPT_EMAILS} email
          addresses.
        </p>
        <FieldArray name="emails">
          {({ push }) => (
            <>
              {formik.values.emails.map((_address, index) => (
                <TextField
                  key={index}
                  {...form.field(`emails[${index}]`)}
                  type="email"
                  autoComplete={index === 0 ? 'email' : 'off'}
                  // Touched only once the form is sent: an address being typed is not yet wrong.
                  error={formik.submitCount > 0 ? stringError(formik.errors.emails, index) : undefined}
                />
              ))}
              {formik.values.emails.length < MAX_RECEIPT_EMAILS && (
                <Button variant="link" onClick={() => push('')}>
                  + Add another email
                </Button>
              )}
            </>
          )}
        </FieldArray>
        {listError && (
          <p className="mf-transfers-form__error" role="alert">
            {listError}
          </p>
        )}
        <p
          className={outcome?.kind === 'failed' ? 'mf-transfers-form__error' : 'mf-transfers-form__success'}
          role="status"
        >
          {outcome?.text}
        </p>
        <div className="mf-transfers-form__actions">
          <Button type="submit" loading={formik.isSubmitting}>
            Send Receipt
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}

function stringError(errors: unknown, index: number): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const error: unknown = errors[index];
  return typeof error === 'string' ? error : undefined;
}
