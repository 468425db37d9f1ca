// @portal/shared/validation: the yup schemas of requirements §5, shared by the forms and the
// Node API, which re-checks every input with them. No DOM, no React, no moment (docs/adr/0012).
export {
  amountExceedsBalanceText,
  VALIDATION_MESSAGES,
  VALIDATION_TEXTS,
  type ValidationKey,
  type ValidationText,
} from './messages';
export { isAtLeastAge, parseCalendarDate, type CalendarDate } from './calendar-date';
export { type DateContext, EMAIL_PATTERN } from './fields';
export { type RegistrationValues, registrationSchema } from './registration';
export { type CodeValues, codeSchema } from './code';
export { type LoginValues, loginSchema } from './login';
export { type Step2Values, step2Schema } from './step2';
export { type ProfileValues, profileSchema } from './profile';
export { mismatchSchema } from './mismatch';
export { type RoutingType, type TransferContext, type TransferValues, transferSchema } from './transfer';
export { type ReceiptEmailsValues, receiptEmailsSchema } from './receipt-emails';
export { type FileLike, identityFileSchema } from './identity-file';
export { type NoticePreferenceValues, noticePreferenceSchema } from './notice-preference';
export { PASSKEY_NAME_MAX_LENGTH, type PasskeyNameValues, passkeyNameSchema } from './passkey-name';
