import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ValidationError } from 'yup';
import { errorMessage, useAppDispatch } from '@portal/shared';
import { ID_DOCUMENT_TYPES, ID_FILE_ACCEPT, type IdDocumentType } from '@portal/shared/constants';
import { Button, ErrorSummary, type SummaryError } from '@portal/shared/ui';
import { identityFileSchema, uploadIdentityDocument } from '../api/upload-identity-document';
import { ProgressBar } from './progress-bar';
import './document-upload-form.scss';

export const UPLOAD_INSTRUCTIONS = [
  'Upload a photo or scan in png, jpg or jpeg format, under 10MB.',
  'Your name and ID number must be clearly visible.',
  'The image must not be cropped: all four corners of the document must show.',
  'Hold the document horizontally.',
  'The image must be clear and legible.',
] as const;

export interface DocumentUploadFormProps {
  tenantId: string;
  clientId: string;
  /** After the upload; may return a promise (the form stays busy, and shows its rejection). */
  onUploaded: (upload: { type: IdDocumentType; assetId: string }) => void | Promise<void>;
}

interface Errors {
  type?: string;
  file?: string;
  form?: string;
}

/** Passport or License, one image (requirements §2, §5); checked here by type and size, by its bytes on the server. */
export function DocumentUploadForm({ tenantId, clientId, onUploaded }: DocumentUploadFormProps) {
  const dispatch = useAppDispatch();
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
    failedSubmits > 0 && errors.type && { fieldId: firstTypeId, label: 'Document Type', message: errors.type },
    failedSubmits > 0 && errors.file && { fieldId: ids.file, label: 'Document Image', message: errors.file },
  ].filter((error) => error !== false && error !== '' && error !== undefined);

  const fileError = (candidate: File | null): string | undefined => {
    try {
      identityFileSchema.validateSync(candidate ?? undefined);
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
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
    const found: Errors = { type: type ? undefined : 'This is required', file: fileError(file) };
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
      aria-label="Upload an identity document"
    >
      <ErrorSummary errors={summaryErrors} failedSubmit={failedSubmits || null} />
      <fieldset className="mf-onboarding-form__group">
        <legend>Document Type</legend>
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
              {documentType}
            </label>
          ))}
        </div>
        {errors.type && (
          <p id={typeErrorId} className="cp-ui-field__error">
            {errors.type}
          </p>
        )}
      </fieldset>
      <ul id={ids.instructions} className="mf-onboarding-upload__instructions">
        {UPLOAD_INSTRUCTIONS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="cp-ui-field">
        <label className="cp-ui-field__label" htmlFor={ids.file}>
          Document Image
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
            {errors.file}
          </p>
        )}
      </div>
      {uploading && <ProgressBar percent={progress} label="Upload progress" />}
      {errors.form && (
        <p className="mf-onboarding-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        <Button type="submit" loading={uploading}>
          Upload
        </Button>
      </div>
    </form>
  );
}
