// Where a visitor was going, carried through /create-account and /login in ?next= and kept
// through step-2 (docs/requirements.md, portal decisions). Anyone can write a link with any
// ?next=, so it is read as a path of this portal or not at all: never an address elsewhere.

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';
const MAX_RETURN_PATH_LENGTH = 512;

/**
 * `raw` as a path and query of this origin ('/transfer-history/t1?x=1'), or null when it is
 * absent, too long, or could leave the origin: '//evil.example', '/\\evil.example',
 * 'https://evil.example', 'javascript:', control characters. The fragment is dropped.
 */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  // Browsers read '\' as '/', and strip tabs and newlines, so '/\evil' and '/\t/evil' are '//evil'.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}`;
}
