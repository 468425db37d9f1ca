/**
 * The sandbox's side of STOP (sms-opt-out.ts): the numbers that replied an opt-out keyword to
 * the sandbox sender, kept in DATA_DIR/sandbox/sms-opt-outs.json like the vendor's own list
 * (it survives restarts; several replicas share it under the file's lock). A "reply" is what a
 * phone would text back (the sandbox route POST /sandbox/sms/replies); the vendor's automatic
 * answer to a keyword lands in the outbox, as the person's phone would show it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import type { SandboxOutbox } from '../sandbox-outbox/sandbox-outbox';
import { timelineFrom } from '../sandbox-outbox/sandbox-outbox';
import { writeFileAtomicallySync } from '../sandbox-state/atomic-file';
import { asDictionaries, parseDictionaries } from '../sandbox-state/dictionary-json';
import { SANDBOX_FILE_LOCK } from '../sandbox-state/file-lock';
import { keywordKind, type KeywordKind } from './sms-opt-out';

/** The vendor's answers to keywords (ours, in the spirit of the carriers' required ones). */
export const KEYWORD_REPLIES: Readonly<Record<KeywordKind, string>> = {
  'opt-out': 'You are unsubscribed and will receive no more texts from this number. Reply START to subscribe again.',
  'opt-in': 'You are subscribed again to texts from this number. Reply STOP to unsubscribe, HELP for help.',
  help: 'Texts about your closing payments. Reply STOP to unsubscribe, START to subscribe again.',
};

export interface SandboxReplyOutcome {
  /** What the message meant: a keyword's kind, or null for an ordinary message (nothing changes). */
  keyword: KeywordKind | null;
  optedOut: boolean;
  /** The vendor's automatic answer, now in the outbox; null for an ordinary message. */
  autoReply: string | null;
}

interface OptOutState {
  /** By E.164 number: when it opted out. */
  optedOut: Record<string, string>;
}

export class SandboxSmsOptOuts {
  private readonly file: string;
  /** Serializes read-modify-write within the process; the file's lock does across processes. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly outbox: SandboxOutbox,
    /** The sandbox sender, which the person replies to and which answers. */
    private readonly sender: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    mkdirSync(outbox.directory, { recursive: true });
    this.file = path.join(outbox.directory, 'sms-opt-outs.json');
  }

  isOptedOut(phone: string): boolean {
    return phone in this.load().optedOut;
  }

  /** A text from `from` to the sandbox sender. */
  receive(from: string, body: string): Promise<SandboxReplyOutcome> {
    const keyword = keywordKind(body);
    const next = this.queue.then(async () => {
      if (keyword === 'opt-out' || keyword === 'opt-in') await this.change(from, keyword);
      if (keyword) await this.answer(from, KEYWORD_REPLIES[keyword]);
      return { keyword, optedOut: this.isOptedOut(from), autoReply: keyword && KEYWORD_REPLIES[keyword] };
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async change(phone: string, keyword: 'opt-out' | 'opt-in'): Promise<void> {
    const release = await lock(this.file, SANDBOX_FILE_LOCK);
    try {
      const state = this.load();
      if (keyword === 'opt-out') state.optedOut[phone] ??= this.now().toISOString();
      else delete state.optedOut[phone];
      writeFileAtomicallySync(this.file, JSON.stringify(state));
    } finally {
      await release();
    }
  }

  /** The confirmation reaches the phone even after STOP: it is the last text the person gets. */
  private async answer(to: string, text: string): Promise<void> {
    await this.outbox.record({
      channel: 'sms',
      from: this.sender,
      to: [to],
      cc: [],
      subject: null,
      text,
      html: null,
      attachments: [],
      messageIdHeader: null,
      timeline: timelineFrom(this.now(), [['delivered', 0]]),
      errorCode: null,
    });
  }

  private load(): OptOutState {
    try {
      return asDictionaries({
        optedOut: {},
        ...parseDictionaries<Partial<OptOutState>>(readFileSync(this.file, 'utf8')),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return asDictionaries({ optedOut: {} });
      throw error;
    }
  }
}
