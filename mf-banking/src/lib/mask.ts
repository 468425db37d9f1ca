/**
 * How an account's last four digits are shown everywhere in this remote ('••••0000'): symbols
 * and digits, the same in every language, so no catalogue entry.
 */
export function masked(lastFour: string): string {
  return `••••${lastFour}`;
}

/** An account's name with its last four when known: 'Plaid Checking ••••0000'. */
export function nameWithMask(name: string | null, lastFour: string | null | undefined): string {
  return [name, lastFour && masked(lastFour)].filter(Boolean).join(' ');
}
