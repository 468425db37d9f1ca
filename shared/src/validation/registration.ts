import { boolean, type InferType, object } from 'yup';
import { REGISTRATION_NAME_MAX } from '@portal/shared/constants';
import { personName, usPhone } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

export const registrationSchema = object({
  firstName: personName(REGISTRATION_NAME_MAX).required(M.required),
  middleName: personName(REGISTRATION_NAME_MAX),
  lastName: personName(REGISTRATION_NAME_MAX).required(M.required),
  mobilePhone: usPhone().required(M.required),
  agreement: boolean().required(M.agreement).isTrue(M.agreement),
});
export type RegistrationValues = InferType<typeof registrationSchema>;
