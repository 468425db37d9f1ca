// Notices (docs/adr/0021): one ClientMessage + PDF + e-mail per (transfer, kind), for transfers
// now and disbursements and the message center later. Enqueue with `notify` in the
// transaction that causes the notice; the `notice.issue` job does the rest.
export { ISSUE_NOTICE_JOB, noticeKey, notify, type NoticeJob } from './notify';
export { createNoticeIssuer, issueNoticeJob, messagePdfUrl, type NoticeDeps } from './issue-notice';
export { MESSAGE_NOT_FOUND, noticeRoutes } from './notice-routes';
export { createNoticeRepository, type NoticeRepository, type NoticeSubject } from './notice-repository';
export { notifyTransferRequest, requestLink, transferRequestSms, type TransferRequestNotice } from './transfer-request';
export { createClientMessageRepository, type ClientMessageRow } from './client-message-repository';
export { createClientMessageService } from './client-message-service';
export { createClientMessageResolvers } from './client-message-resolvers';
export { PDF_CONTENT_TYPE, storeNoticePdf } from './issue-notice';
export { propertyAddressLines, renderNoticeEmail, templateValues, type EmailTemplate } from './notice-email';
export { noticeLanguage } from './notice-language';
