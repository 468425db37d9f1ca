/** The API's own answers about a transfer (beside the required texts of @portal/shared/constants). */
import type { TextDescriptor } from '@portal/shared/i18n';
export const TRANSFER_NOT_FOUND: TextDescriptor = { id: 'transfers.notFound' };
export const OFFICE_NOT_FOUND: TextDescriptor = { id: 'transfers.officeNotFound' };
export const AGENT_NOT_FOUND: TextDescriptor = { id: 'transfers.agentNotFound' };
export const TRANSFER_TYPE_NOT_FOUND: TextDescriptor = { id: 'transfers.typeNotFound' };
export const INVALID_PURPOSE: TextDescriptor = { id: 'transfers.invalidPurpose' };
export const ACCOUNT_NOT_VERIFIED: TextDescriptor = { id: 'transfers.accountNotVerified' };
export const ACCOUNT_NOT_SUPPORTED: TextDescriptor = { id: 'transfers.accountNotSupported' };
/** The form shows 'This is required' beside the picker; alone in an API answer it needs the field's name. */
export const OFFICE_REQUIRED: TextDescriptor = { id: 'transfers.officeRequired' };
export const AGENT_REQUIRED: TextDescriptor = { id: 'transfers.agentRequired' };
export const DISBURSEMENT_NOT_EDITABLE: TextDescriptor = { id: 'transfers.disbursementNotEditable' };
