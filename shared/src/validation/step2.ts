import { type InferType, object } from 'yup';
import { dateOfBirth, email, requiredText, ssnLastDigits, text, usPhone, usState, zipcode } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

/** Identity and personal details. Validate with `{ context: { today } }` to pin the age rule. */
export const step2Schema = object({
  ssn: ssnLastDigits().required(M.required),
  dateOfBirth: dateOfBirth().required(M.required),
  email: email().required(M.required),
  address1: requiredText(),
  address2: text(),
  city: requiredText(),
  state: usState().required(M.required),
  zipcode: zipcode().required(M.required),
  // Shown only to a client without an e-mail; checked when given.
  mobilePhone: usPhone(),
});
export type Step2Values = InferType<typeof step2Schema>;
