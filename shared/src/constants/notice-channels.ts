/**
 * How a client wants status news (the notices of a transfer, a new request or payout): by
 * e-mail, by text message, or both (the default). The message center holds every notice
 * whatever the choice.
 */
export const NOTICE_CHANNELS = ['both', 'email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const DEFAULT_NOTICE_CHANNEL: NoticeChannel = 'both';

export function isNoticeChannel(value: unknown): value is NoticeChannel {
  return (NOTICE_CHANNELS as readonly unknown[]).includes(value);
}

export const wantsEmail = (channel: NoticeChannel) => channel !== 'sms';
export const wantsTexts = (channel: NoticeChannel) => channel !== 'email';
