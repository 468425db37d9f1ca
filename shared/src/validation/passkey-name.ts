import { type InferType, object } from 'yup';
import { text } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

/** What the client calls a passkey in /account ('Work laptop'): shown back to them only. */
export const PASSKEY_NAME_MAX_LENGTH = 50;

export const passkeyNameSchema = object({
  name: text().trim().required(M.required).max(PASSKEY_NAME_MAX_LENGTH, M.maxLength),
});
export type PasskeyNameValues = InferType<typeof passkeyNameSchema>;
