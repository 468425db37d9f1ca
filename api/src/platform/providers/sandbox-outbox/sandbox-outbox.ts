/**
 * Where the sandbox SMS and e-mail providers "deliver": a JSON-lines file under
 * DATA_DIR/sandbox/, read back by the sandbox inbox so a developer (or someone trying the
 * product) can read their code. A file rather than a table because the outbox is a sandbox
 * surface only: it survives restarts, is shared by every process on the machine (server,
 * worker, tests) and is cleared by deleting the folder.
 *
 * Like the vendors, the outbox delivers every send: Twilio has no idempotency for messages
 * and an SMTP relay delivers a repeated DATA again. A job that sends twice shows up here
 * twice, which is how tests see a duplicate (docs/adr/0023).
 *
 * Each record carries its own delivery timeline (queued → sent → delivered, as the vendor's
 * status callbacks would report it), so the status shown is computed from the clock and no
 * timer has to survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type SandboxChannel = 'sms' | 'email';

export interface SandboxStatusChange {
  status: string;
  /** ISO time from which this status holds. */
  at: string;
}

export interface SandboxAttachmentInput {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SandboxAttachment {
  filename: string;
  contentType: string;
  sizeBytes: number;
}

export interface SandboxMessageInput {
  channel: SandboxChannel;
  from: string;
  to: string[];
  cc: string[];
  subject: string | null;
  text: string;
  html: string | null;
  attachments: SandboxAttachmentInput[];
  /**
   * E-mail's Message-ID header (derived from the job's idempotency key): a repeated send
   * carries the same one, which is what a receiving system dedupes on. Null for SMS.
   */
  messageIdHeader: string | null;
  timeline: SandboxStatusChange[];
  /** The vendor's error for a message that ends undelivered. */
  errorCode: string | null;
}

export interface SandboxMessage extends Omit<SandboxMessageInput, 'attachments'> {
  id: string;
  createdAt: string;
  attachments: SandboxAttachment[];
}

export interface SandboxMessageView extends SandboxMessage {
  status: string;
}

const ID_PREFIX: Record<SandboxChannel, string> = { sms: 'SM', email: 'EM' };
/** Twilio-shaped ids: two letters and 32 hex digits. */
export const SANDBOX_MESSAGE_ID = /^(SM|EM)[0-9a-f]{32}$/;

export class SandboxOutbox {
  private readonly outboxFile: string;
  private readonly attachmentsDir: string;
  /** Serializes appends in this process, so concurrent sends never interleave a line. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** DATA_DIR/sandbox */
    readonly directory: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.outboxFile = path.join(directory, 'outbox.jsonl');
    this.attachmentsDir = path.join(directory, 'attachments');
    mkdirSync(this.attachmentsDir, { recursive: true });
  }

  record(input: SandboxMessageInput): Promise<SandboxMessage> {
    const next = this.queue.then(() => this.recordNow(input));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Newest first; `to` matches any recipient (to or cc): see `sameRecipient`. */
  async list(filter: { to?: string } = {}): Promise<SandboxMessageView[]> {
    const wanted = filter.to?.trim() || null;
    const messages = await this.readAll();
    return messages
      .filter((message) => !wanted || [...message.to, ...message.cc].some((address) => sameRecipient(address, wanted)))
      .reverse()
      .map((message) => this.view(message));
  }

  async get(id: string): Promise<SandboxMessageView | null> {
    if (!SANDBOX_MESSAGE_ID.test(id)) return null;
    const message = (await this.readAll()).find((candidate) => candidate.id === id);
    return message ? this.view(message) : null;
  }

  async readAttachment(id: string, index: number): Promise<{ attachment: SandboxAttachment; content: Buffer } | null> {
    const message = await this.get(id);
    const attachment = message?.attachments[index];
    if (!attachment) return null;
    return { attachment, content: await readFile(this.attachmentPath(id, index)) };
  }

  private async recordNow(input: SandboxMessageInput): Promise<SandboxMessage> {
    const id = ID_PREFIX[input.channel] + randomBytes(16).toString('hex');
    // Attachments first: a message line is only ever written once everything it points to exists.
    await Promise.all(
      input.attachments.map((attachment, index) => writeFile(this.attachmentPath(id, index), attachment.content)),
    );
    const message: SandboxMessage = {
      ...input,
      id,
      createdAt: this.now().toISOString(),
      attachments: input.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        sizeBytes: content.length,
      })),
    };
    await appendFile(this.outboxFile, `${JSON.stringify(message)}\n`);
    return message;
  }

  private async readAll(): Promise<SandboxMessage[]> {
    let text: string;
    try {
      text = await readFile(this.outboxFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const messages: SandboxMessage[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      // A process killed mid-append leaves a partial last line: skip it rather than lose the inbox.
      try {
        messages.push(JSON.parse(line) as SandboxMessage);
      } catch {
        continue;
      }
    }
    return messages;
  }

  private view(message: SandboxMessage): SandboxMessageView {
    return { ...message, status: statusAt(message.timeline, this.now()) };
  }

  private attachmentPath(id: string, index: number): string {
    return path.join(this.attachmentsDir, `${id}-${index}`);
  }
}

export function statusAt(timeline: SandboxStatusChange[], now: Date): string {
  let current = timeline[0]?.status ?? 'queued';
  for (const change of timeline) {
    if (Date.parse(change.at) <= now.getTime()) current = change.status;
  }
  return current;
}

/** Builds a timeline from offsets in ms after `start`. */
export function timelineFrom(start: Date, steps: Array<[status: string, afterMs: number]>): SandboxStatusChange[] {
  return steps.map(([status, afterMs]) => ({ status, at: new Date(start.getTime() + afterMs).toISOString() }));
}

/**
 * E-mail addresses match ignoring case. Phone numbers match on their last ten digits, so
 * "(500) 555-0006", "5005550006" and "+15005550006" find the same messages (and a `+` that a
 * query string turned into a space does not matter).
 */
function sameRecipient(address: string, wanted: string): boolean {
  if (wanted.includes('@')) return address.toLowerCase() === wanted.toLowerCase();
  const digits = (value: string) => value.replace(/\D/g, '').slice(-10);
  return digits(wanted) !== '' && digits(address) === digits(wanted);
}
