/**
 * The notices module's front door (docs/adr/0021): `notify(tx, kind, transferId)` enqueues,
 * in the caller's transaction, the job that issues one notice of `kind` for the transfer: a
 * ClientMessage with its PDF in the object store, and an e-mail through the outbox. The job's
 * idempotency key is (kind, transfer), so however often the causing event arrives, each
 * notice exists once. Reusable for disbursements and the message center: any MessageType.
 */
import type { MessageType } from '@portal/shared/constants';
import type { Database, Transaction } from '../platform/database/database';
import { enqueue } from '../platform/jobs';

export const ISSUE_NOTICE_JOB = 'notice.issue';

export interface NoticeJob {
  kind: MessageType;
  transferId: string;
}

/** The one key of a notice: its job, its message row and its e-mail all derive from it. */
export function noticeKey({ kind, transferId }: NoticeJob): string {
  return `${kind}:${transferId}`;
}

export async function notify(tx: Database | Transaction, kind: MessageType, transferId: string): Promise<void> {
  const job: NoticeJob = { kind, transferId };
  await enqueue(tx, { type: ISSUE_NOTICE_JOB, payload: { ...job }, idempotencyKey: `notice:${noticeKey(job)}` });
}
