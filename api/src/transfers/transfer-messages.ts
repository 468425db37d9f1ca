/** The API's own answers about a transfer (beside the required texts of @portal/shared/constants). */
export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const OFFICE_NOT_FOUND = 'Office not found';
export const AGENT_NOT_FOUND = 'Agent not found';
export const TRANSFER_TYPE_NOT_FOUND = 'Transfer type not found';
export const INVALID_PURPOSE = 'Please select a valid purpose';
export const ACCOUNT_NOT_VERIFIED = 'This bank account must be verified before it can be used for a transfer.';
export const ACCOUNT_NOT_SUPPORTED =
  'This bank account is not supported for transfers. Please link a checking account.';
/** The form shows 'This is required' beside the picker; alone in an API answer it needs the field's name. */
export const OFFICE_REQUIRED = 'Please select an office';
export const AGENT_REQUIRED = 'Please select an agent';
export const DISBURSEMENT_NOT_EDITABLE = 'A disbursement can only be viewed or accepted: its details cannot be edited';
