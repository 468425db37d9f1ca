/** The time, injectable: code expiry, resend windows and session timeouts are tested by moving it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
