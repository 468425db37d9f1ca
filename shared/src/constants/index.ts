// @portal/shared/constants: plain values and tiny pure helpers, no dependencies,
// safe for the browser and the Node API alike.
export * from './limits';
export * from './layout';
export * from './transfer-statuses';
export * from './transfer-moves';
export * from './message-types';
export * from './notice-channels';
export * from './roles';
export * from './us-states';
export * from './error-messages';
export * from '../banking/banking-texts';
export * from './tenant-html-policy';
export * from './early-clicks';
export * from './transfer-outcomes';
export * from './payout-speeds';
export * from './sign-in-links';
export * from './request-reference';
export * from './branding-values';
