import { type InferType, object } from 'yup';
import { CODE_LENGTH } from '@portal/shared/constants';
import { text } from './fields';
import { VALIDATION_TEXTS as M } from './messages';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

// The requirements have one message for this field, so an empty code gets it too. The message
// goes inside options: yup reads an object in matches()'s second place as its options.
export const codeSchema = object({
  code: text().required(M.code).matches(CODE_PATTERN, { message: M.code }),
});
export type CodeValues = InferType<typeof codeSchema>;
