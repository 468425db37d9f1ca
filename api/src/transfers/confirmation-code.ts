/**
 * The short code a client reads to the title company on the phone, and finds again in the
 * message center (@portal/shared/constants: its alphabet has no look-alikes). 30^8 ≈ 6.6 × 10^11
 * codes, unique per tenant (a database constraint): at a million transfers a tenant, a new code
 * collides about once in 650,000 starts, and that start fails whole (nothing is claimed, the
 * client sees the generic error) and can be made again.
 */
import { randomInt } from 'node:crypto';
import { CONFIRMATION_CODE_ALPHABET, CONFIRMATION_CODE_LENGTH } from '@portal/shared/constants';

export function newConfirmationCode(): string {
  let code = '';
  for (let i = 0; i < CONFIRMATION_CODE_LENGTH; i += 1)
    code += CONFIRMATION_CODE_ALPHABET[randomInt(CONFIRMATION_CODE_ALPHABET.length)];
  return code;
}
