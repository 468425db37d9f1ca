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
import { DOCUMENT_UPLOADED, MORE_DATA_REQUIRED_DETAIL, MORE_DATA_REQUIRED_TITLE } from '@portal/shared/constants';
import { Spinner } from '@portal/shared/ui';
import { useSaveIdentityDocumentMutation } from '../features/documents/api/save-identity-document';
import { DocumentUploadForm } from '../features/documents/components/document-upload-form';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account/verification (requirements §2, §8): the bank asks for an identity document. */
export default function DocumentUpload() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [saveIdentityDocument] = useSaveIdentityDocumentMutation();
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>{MORE_DATA_REQUIRED_TITLE}</h1>
      <p className="mf-onboarding__lead">{MORE_DATA_REQUIRED_DETAIL}</p>
      <p>Upload a Passport or a Driver&apos;s License.</p>
      {!client || !tenant ? (
        <Spinner label="Loading" />
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
            dispatch(showToast({ kind: 'success', text: DOCUMENT_UPLOADED }));
            navigate(ROUTES.bankAccounts);
          }}
        />
      )}
    </section>
  );
}
