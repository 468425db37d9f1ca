/**
 * The sandbox's Identity Match score (docs/sandbox.md): Plaid's 0–100 scale with documented
 * values, so a test or a demo knows the score a name gets. Words compare case-insensitively.
 * 100: every word equal; 90: first and last equal, the middle differs or is missing; 50: only
 * the first or only the last equal (the identity-mismatch bank, which reports another last
 * name); 0: neither.
 */
const wordsOf = (name: string) => name.trim().toLowerCase().split(/\s+/).filter(Boolean);

export function sandboxNameScore(ownerName: string, legalName: string): number {
  const owner = wordsOf(ownerName);
  const given = wordsOf(legalName);
  if (owner.length === 0 || given.length === 0) return 0;
  if (owner.join(' ') === given.join(' ')) return 100;
  const first = owner[0] === given[0];
  const last = owner[owner.length - 1] === given[given.length - 1];
  if (first && last) return 90;
  return first || last ? 50 : 0;
}
