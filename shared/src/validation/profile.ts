import { type InferType, object } from 'yup';
import { PROFILE_NAME_MAX } from '@portal/shared/constants';
import { dateOfBirth, email, personName, ssnLastDigits, text, usState, zipcode } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

/** 'Your Account'. The mobile phone is read-only there, so it is not validated. */
export const profileSchema = object({
  firstName: personName(PROFILE_NAME_MAX).required(M.required),
  middleName: personName(PROFILE_NAME_MAX),
  lastName: personName(PROFILE_NAME_MAX).required(M.required),
  ssn: ssnLastDigits(),
  dateOfBirth: dateOfBirth(),
  email: email(),
  address1: text(),
  address2: text(),
  city: text(),
  state: usState(),
  zipcode: zipcode(),
});
export type ProfileValues = InferType<typeof profileSchema>;
