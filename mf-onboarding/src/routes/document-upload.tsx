import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@portal/shared/router';
import {
  ROUTES,
  selectClient,
  showToast,
  type PortalApiError,
  useAppDispatch,
  useAppSelector,
  useTenant,
} from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { useSaveIdentityDocumentMutation } from '../features/documents/api/save-identity-document';
import { DocumentUploadForm } from '../features/documents/components/document-upload-form';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account/verification (requirements §2, §8): the bank asks for an identity document. */
function DocumentUpload() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [saveIdentityDocument] = useSaveIdentityDocumentMutation();
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="errors.moreDataRequiredTitle" />
      </h1>
      <p className="mf-onboarding__lead">
        <FormattedMessage id="errors.moreDataRequiredDetail" />
      </p>
      <p>
        <FormattedMessage id="onboarding.documents.intro" />
      </p>
      {!client || !tenant ? (
        <Spinner />
      ) : (
        <DocumentUploadForm
          tenantId={tenant.id}
          clientId={client.id}
          onUploaded={async ({ type, assetId }) => {
            // The bank asked for it: the payments provider gets the document, then the client goes on.
            try {
              await saveIdentityDocument({ clientId: client.id, documentType: type, assetId }).unwrap();
            } catch (cause) {
              // 409: the client has no payments customer yet, so nothing asked for a document;
              // the upload itself is kept. Any other failure stays on the page with its reason.
              if ((cause as PortalApiError).status !== 409) throw cause;
            }
            // Worded here: the toasts show outside this screen's texts.
            dispatch(showToast({ kind: 'success', text: intl.formatMessage({ id: 'errors.documentUploaded' }) }));
            navigate(ROUTES.bankAccounts);
          }}
        />
      )}
    </section>
  );
}

export default withTexts(DocumentUpload, CATALOGUES);
