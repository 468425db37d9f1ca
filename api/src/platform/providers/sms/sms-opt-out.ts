/**
 * Twilio's opt-out handling, which both SMS adapters follow (docs/sandbox.md "Texts and STOP").
 * A person who texts one of the opt-out keywords to our sender stops receiving anything from
 * it: each later send is refused with error 21610 (nothing sent, nothing charged) until they
 * text an opt-in keyword. Only a message that is the keyword alone counts, in any case and with
 * surrounding spaces ("stop texting me" is an ordinary message). HELP answers with how to stop.
 */

/** Twilio's "Attempt to send to unsubscribed recipient": the person replied STOP. */
export const SMS_RECIPIENT_OPTED_OUT = '21610';

export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type KeywordKind = 'opt-out' | 'opt-in' | 'help';

/** What an inbound message means to the vendor: a keyword's kind, or null for an ordinary message. */
export function keywordKind(body: string): KeywordKind | null {
  const word = body.trim().toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt-out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt-in';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return null;
}

/** A refusal because the recipient opted out: permanent for that message, and worth recording. */
export function isOptOutRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === SMS_RECIPIENT_OPTED_OUT &&
    (error as { retryable?: unknown }).retryable === false
  );
}
