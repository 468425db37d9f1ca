import { type InferType, object } from 'yup';
import { usPhone } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

export const loginSchema = object({
  mobilePhone: usPhone().required(M.required),
});
export type LoginValues = InferType<typeof loginSchema>;
