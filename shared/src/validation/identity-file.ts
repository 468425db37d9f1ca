import { mixed } from 'yup';
import { ID_FILE_EXTENSIONS, ID_FILE_MAX_BYTES, ID_FILE_TYPES } from '@portal/shared/constants';
import { VALIDATION_TEXTS as M } from './messages';

/** What both a browser `File` and a server-side multipart part provide. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

// Trust the MIME type when there is one; some browsers leave it empty, then the
// extension decides. The API checks the bytes again.
function isAcceptedImage({ name, type }: FileLike): boolean {
  if (type) return (ID_FILE_TYPES as readonly string[]).includes(type.toLowerCase());
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (ID_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

export const identityFileSchema = mixed<FileLike>()
  .required(M.required)
  .test('file-type', M.fileType, (file) => !file || isAcceptedImage(file))
  .test('file-size', M.fileTooLarge, (file) => !file || file.size <= ID_FILE_MAX_BYTES);
