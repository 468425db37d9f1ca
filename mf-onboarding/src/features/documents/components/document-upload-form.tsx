import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { errorMessage, useAppDispatch } from '@portal/shared';
import { type Text, useText } from '@portal/shared/i18n/react';
import { ID_DOCUMENT_TYPES, ID_FILE_ACCEPT, type IdDocumentType } from '@portal/shared/constants';
import { Button, ErrorSummary, type SummaryError } from '@portal/shared/ui';
import { identityFileSchema, uploadIdentityDocument } from '../api/upload-identity-document';
import { ProgressBar } from './progress-bar';
import './document-upload-form.scss';

const UPLOAD_INSTRUCTIONS = [
  'onboarding.documents.instructions.format',
  'onboarding.documents.instructions.visible',
  'onboarding.documents.instructions.uncropped',
  'onboarding.documents.instructions.horizontal',
  'onboarding.documents.instructions.clear',
] as const;

/** The document types' names for the client; the API gets the type itself. */
const TYPE_NAMES: Record<IdDocumentType, string> = {
  Passport: 'onboarding.documents.type.passport',
  License: 'onboarding.documents.type.license',
};

export interface DocumentUploadFormProps {
  tenantId: string;
  clientId: string;
  /** After the upload; may return a promise (the form stays busy, and shows its rejection). */
  onUploaded: (upload: { type: IdDocumentType; assetId: string }) => void | Promise<void>;
}

/** A rule's message (worded when shown, in the page's language) or the API's words. */
interface Errors {
  type?: Text;
  file?: Text;
  form?: string;
}

/** Passport or License, one image (requirements §2, §5); checked here by type and size, by its bytes on the server. */
export function DocumentUploadForm({ tenantId, clientId, onUploaded }: DocumentUploadFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const text = useText();
  const [type, setType] = useState<IdDocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const ids = { type: useId(), file: useId(), fileError: useId(), instructions: useId() };
  const typeErrorId = `${ids.type}-error`;
  const firstTypeId = `${ids.type}-${ID_DOCUMENT_TYPES[0]}`;
  // As a Formik form's: listed from the first failed submit on, as the fields change.
  const summaryErrors: SummaryError[] = [
    failedSubmits > 0 &&
      errors.type && {
        fieldId: firstTypeId,
        label: intl.formatMessage({ id: 'onboarding.documents.type' }),
        message: errors.type,
      },
    failedSubmits > 0 &&
      errors.file && {
        fieldId: ids.file,
        label: intl.formatMessage({ id: 'onboarding.documents.image' }),
        message: errors.file,
      },
  ].filter((error) => error !== false && error !== '' && error !== undefined);

  const fileError = (candidate: File | null): Text | undefined => {
    try {
      identityFileSchema.validateSync(candidate ?? undefined);
      return undefined;
    } catch (error) {
      // The rule's message as the schema gives it: words, or a catalogue descriptor.
      if (error instanceof ValidationError) return error.errors[0] as Text | undefined;
      throw error;
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setErrors((previous) => ({ ...previous, file: fileError(chosen), form: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = { type: type ? undefined : { id: 'validation.required' }, file: fileError(file) };
    setErrors(found);
    if (found.type || found.file || !type || !file) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    setProgress(0);
    try {
      const { assetId } = await dispatch(
        uploadIdentityDocument({ tenantId, clientId, type, file, onProgress: setProgress }),
      );
      await onUploaded({ type, assetId });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      setProgress(null);
    }
  };

  const uploading = progress !== null && !errors.form;
  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'onboarding.documents.formLabel' })}
    >
      <ErrorSummary errors={summaryErrors} failedSubmit={failedSubmits || null} />
      <fieldset className="mf-onboarding-form__group">
        <legend>{intl.formatMessage({ id: 'onboarding.documents.type' })}</legend>
        <div className="mf-onboarding-upload__types">
          {ID_DOCUMENT_TYPES.map((documentType) => (
            <label key={documentType} className="mf-onboarding-upload__type">
              <input
                id={`${ids.type}-${documentType}`}
                type="radio"
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={errors.type ? typeErrorId : undefined}
                name="documentType"
                value={documentType}
                checked={type === documentType}
                onChange={() => {
                  setType(documentType);
                  setErrors((previous) => ({ ...previous, type: undefined }));
                }}
              />
              {intl.formatMessage({ id: TYPE_NAMES[documentType] })}
            </label>
          ))}
        </div>
        {errors.type && (
          <p id={typeErrorId} className="cp-ui-field__error">
            {text(errors.type)}
          </p>
        )}
      </fieldset>
      <ul id={ids.instructions} className="mf-onboarding-upload__instructions">
        {UPLOAD_INSTRUCTIONS.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
      <div className="cp-ui-field">
        <label className="cp-ui-field__label" htmlFor={ids.file}>
          {intl.formatMessage({ id: 'onboarding.documents.image' })}
        </label>
        <input
          id={ids.file}
          className="mf-onboarding-upload__file"
          type="file"
          accept={ID_FILE_ACCEPT}
          onChange={chooseFile}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={[ids.instructions, errors.file ? ids.fileError : null].filter(Boolean).join(' ')}
          disabled={uploading}
        />
        {errors.file && (
          <p id={ids.fileError} className="cp-ui-field__error">
            {text(errors.file)}
          </p>
        )}
      </div>
      {uploading && (
        <ProgressBar percent={progress} label={intl.formatMessage({ id: 'onboarding.documents.progress' })} />
      )}
      {errors.form && (
        <p className="mf-onboarding-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        <Button type="submit" loading={uploading}>
          {intl.formatMessage({ id: 'onboarding.documents.upload' })}
        </Button>
      </div>
    </form>
  );
}
