import { type InferType, mixed, object } from 'yup';
import { NOTICE_CHANNELS, type NoticeChannel } from '@portal/shared/constants';
import { VALIDATION_TEXTS as M } from './messages';

/** /account's 'Status updates' choice; the API checks updateClient's noticeChannel with it too. */
export const noticePreferenceSchema = object({
  noticeChannel: mixed<NoticeChannel>()
    .oneOf([...NOTICE_CHANNELS], M.noticeChannel)
    .required(M.noticeChannel),
});
export type NoticePreferenceValues = InferType<typeof noticePreferenceSchema>;
