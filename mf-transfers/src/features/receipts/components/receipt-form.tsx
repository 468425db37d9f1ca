import { FieldArray, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_RECEIPT_EMAILS } from '@portal/shared/constants';
import { isTextDescriptor } from '@portal/shared/i18n';
import { useText, type Text } from '@portal/shared/i18n/react';
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

/** requirements §8's 'Receipt successfully sent!' or 'Failed to send email.  Please try again later.' */
type Outcome = 'sent' | 'failed' | null;

/**
 * Receipt e-mails (requirements §5, §8): up to five addresses, blanks skipped, at least one
 * ('No emails provided.'), each a valid e-mail of at most 50 characters.
 */
export function ReceiptForm({ transferId, defaultEmail, kind = 'transfer' }: ReceiptFormProps) {
  const [sendTransfer] = useSendTransferReceiptsMutation();
  const [sendDisbursement] = useSendDisbursementReceiptsMutation();
  const send = kind === 'disbursement' ? sendDisbursement : sendTransfer;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const intl = useIntl();
  const text = useText();

  const formik = useFormik({
    initialValues: { emails: [defaultEmail ?? ''] },
    validationSchema: receiptEmailsSchema,
    onSubmit: async ({ emails }) => {
      setOutcome(null);
      const recipients = emails.map((address) => address.trim()).filter(Boolean);
      try {
        await send({ transferId, emails: recipients }).unwrap();
        setOutcome('sent');
      } catch {
        setOutcome('failed');
      }
    },
  });
  // The list-level rule (none given) has no input of its own: say it under the form.
  const listError = formik.submitCount > 0 ? textError(formik.errors.emails) : undefined;
  const emailLabel = (index: number) =>
    intl.formatMessage({ id: 'transfers.receipts.emailLabel' }, { number: index + 1 });
  const form = useErrorSummary(formik, {
    emails: emailLabel(0),
    ...Object.fromEntries(formik.values.emails.map((_address, index) => [`emails[${index}]`, emailLabel(index)])),
  });

  return (
    <FormikProvider value={formik}>
      <form
        className="mf-transfers-form mf-transfers-receipts"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label={intl.formatMessage({ id: 'transfers.receipts.formLabel' })}
      >
        <h2>
          <FormattedMessage id="transfers.receipts.heading" />
        </h2>
        <ErrorSummary {...form.summary} />
        <p className="mf-transfers-form__note">
          <FormattedMessage id="transfers.receipts.note" values={{ kind, max: MAX_RECEIPT_EMAILS }} />
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
                  error={formik.submitCount > 0 ? itemError(formik.errors.emails, index, text) : undefined}
                />
              ))}
              {formik.values.emails.length < MAX_RECEIPT_EMAILS && (
                <Button variant="link" onClick={() => push('')}>
                  <FormattedMessage id="transfers.receipts.addAnother" />
                </Button>
              )}
            </>
          )}
        </FieldArray>
        {listError && (
          <p className="mf-transfers-form__error" role="alert">
            {text(listError)}
          </p>
        )}
        <p className={outcome === 'failed' ? 'mf-transfers-form__error' : 'mf-transfers-form__success'} role="status">
          {outcome && <FormattedMessage id={outcome === 'sent' ? 'errors.receiptSent' : 'errors.emailSendFailed'} />}
        </p>
        <div className="mf-transfers-form__actions">
          <Button type="submit" loading={formik.isSubmitting}>
            <FormattedMessage id="transfers.receipts.send" />
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}

/** A validation error as the shared schemas give it: words, or a catalogue text to put into words. */
function textError(error: unknown): Text | undefined {
  return typeof error === 'string' || isTextDescriptor(error) ? error : undefined;
}

/** One address's error, in the page's language. */
function itemError(errors: unknown, index: number, text: (text: Text) => string): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const error = textError(errors[index]);
  return error === undefined ? undefined : text(error);
}
