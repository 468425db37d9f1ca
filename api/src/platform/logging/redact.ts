/**
 * Log redaction, applied to each finished JSON log line (pino's `hooks.streamWrite`), i.e.
 * after serializers and child bindings: whatever path a value took into the log, a sensitive
 * key is caught at any depth. pino's own `redact` option needs every path spelled out and
 * cannot say "anywhere", which is what SSN, date of birth, codes and tokens require.
 */
export const REDACTED = '[Redacted]';

const SENSITIVE_KEY =
  /^(ssn|dob)|^(dateofbirth|date_of_birth|code|password|passcode|token|authorization|cookie|set-cookie|secret|ciphertext|datakeys)$|(token|password|secret|hash|hashkey|privatekey|pem)$/i;

/** Cheap pre-check so lines without any candidate key skip the parse (a false positive only costs a parse). */
const MAY_HOLD_SENSITIVE_KEY =
  /"[^"]*(ssn|dob|dateofbirth|date_of_birth|code|pass|token|authorization|cookie|secret|cipher|datakeys|hash|pem)[^"]*"\s*:/i;

/**
 * `statusCode` is on every "request completed" line and would trip the pre-check (it contains
 * "code"), costing each request a parse and a re-serialization. It is not a sensitive key
 * (SENSITIVE_KEY wants `code` exactly), so it is left out of the pre-check.
 */
const BENIGN_KEY = /"statusCode"\s*:/g;

export function redactLogLine(line: string): string {
  if (!MAY_HOLD_SENSITIVE_KEY.test(line.replace(BENIGN_KEY, ''))) return line;
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    // Never let an unparseable line through unredacted.
    return `${JSON.stringify({ level: 50, time: Date.now(), msg: 'log line dropped: it could not be redacted' })}\n`;
  }
  return `${JSON.stringify(redactValue(entry))}\n`;
}

export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(source)) {
    result[key] = isSensitive(key, source) ? REDACTED : redactValue(child);
  }
  return result;
}

function isSensitive(key: string, owner: Record<string, unknown>): boolean {
  if (!SENSITIVE_KEY.test(key)) return false;
  // The `code` of a serialized error (FST_ERR_…, NOT_FOUND, 23505) is a diagnosis, not a secret.
  return !(key === 'code' && isSerializedError(owner));
}

function isSerializedError(value: Record<string, unknown>): boolean {
  return typeof value.type === 'string' && typeof value.message === 'string' && typeof value.stack === 'string';
}
