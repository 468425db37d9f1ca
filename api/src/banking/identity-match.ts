/**
 * Identity mismatch (requirements §5): the client's details against the account owner the bank
 * reports, compared with the same rules as the mismatch form (@portal/shared/validation
 * mismatchSchema: words, case-insensitive), so the server and the form agree on what differs.
 */
import type { IdentityMismatch, IdentityMismatchField } from '@portal/shared/contracts';
import { mismatchSchema } from '@portal/shared/validation';
import type { AccountIdentity } from '../platform/providers';

export const MISMATCH_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zipcode',
] as const satisfies readonly IdentityMismatchField[];
export type MismatchField = (typeof MISMATCH_FIELDS)[number];
export type IdentityFields = Record<MismatchField, string | null>;

/** The bank's view of the owner of `accountId`, in the client's fields (first owner, primary address). */
export function bankReportedIdentity(identities: AccountIdentity[], accountId: string): Partial<IdentityFields> | null {
  const owner = identities.find((identity) => identity.accountId === accountId)?.owners[0];
  if (!owner) return null;
  const words = (owner.names[0] ?? '').trim().split(/\s+/).filter(Boolean);
  const address = owner.addresses.find((candidate) => candidate.primary) ?? owner.addresses[0];
  return {
    firstName: words.length > 0 ? words[0]! : null,
    lastName: words.length > 1 ? words[words.length - 1]! : null,
    address1: address?.street ?? null,
    city: address?.city ?? null,
    state: address?.region ?? null,
    // ZIP+4 from the bank compares on its first five digits, as the client's form takes them.
    zipcode: address?.postalCode ? address.postalCode.slice(0, 5) : null,
  };
}

/** The bank-reported values of the fields that differ from the client's; empty when all agree. */
export function identityMismatch(clientFields: IdentityFields, bank: Partial<IdentityFields>): IdentityMismatch {
  const differing: IdentityMismatch = {};
  for (const field of MISMATCH_FIELDS) {
    const bankValue = bank[field];
    if (!bankValue) continue; // The bank did not report it: nothing to compare (nor to ask).
    const matches = mismatchSchema({ [field]: bankValue }).isValidSync({ [field]: clientFields[field] ?? '' });
    if (!matches) differing[field] = bankValue;
  }
  return differing;
}
