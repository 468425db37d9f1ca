import { createLogger } from './logger';
import { REDACTED, redactLogLine } from './redact';

const SSN = '123-45-6789';
const TOKEN = 'tok_live_8f3a9c';

function captureLogger() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line)) };
}

describe('log redaction', () => {
  it('redacts sensitive keys at any depth, in objects and arrays', () => {
    const { logger, text, entries } = captureLogger();
    logger.info(
      {
        client: { profile: { ssn: SSN, dateOfBirth: '1980-01-02', DOB: '1980-01-02', SSN } },
        attempts: [{ code: '482913' }, { password: 'hunter2' }],
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${TOKEN}` },
        plaid: { public_token: TOKEN, accessToken: TOKEN, token: TOKEN },
        kept: 'visible',
      },
      'saving profile',
    );
    expect(text()).not.toContain(SSN);
    expect(text()).not.toContain(TOKEN);
    expect(text()).not.toContain('482913');
    expect(text()).not.toContain('hunter2');
    expect(text()).not.toContain('1980-01-02');
    const [entry] = entries();
    expect(entry.client.profile).toEqual({ ssn: REDACTED, dateOfBirth: REDACTED, DOB: REDACTED, SSN: REDACTED });
    expect(entry.headers.authorization).toBe(REDACTED);
    expect(entry.kept).toBe('visible');
    expect(entry.msg).toBe('saving profile');
  });

  it('redacts the sign-in and sensitive-data fields: masked SSN, hashes, keys and ciphertexts', () => {
    const { logger, text, entries } = captureLogger();
    logger.info(
      {
        view: { ssnMasked: '***-**-6789', ssnLast4: '6789', dobIso: '1980-01-02' },
        row: { codeHash: 'c0de', tokenHash: '70ce', keyHash: 'beef', ciphertext: 'Y2lwaGVy', key: 'SSN' },
        secrets: { dataKeys: ['k1'], codeHashKey: 'hmac', transportPrivateKeyPem: '-----BEGIN' },
      },
      'sealed',
    );
    for (const value of ['6789', '1980-01-02', 'c0de', '70ce', 'beef', 'Y2lwaGVy', 'hmac', 'BEGIN']) {
      expect(text()).not.toContain(value);
    }
    const [entry] = entries();
    expect(entry.row.key).toBe('SSN');
    expect(entry.secrets.dataKeys).toBe(REDACTED);
  });

  it('redacts child logger bindings too', () => {
    const { logger, text } = captureLogger();
    logger.child({ session: { token: TOKEN } }).info('hello');
    expect(text()).not.toContain(TOKEN);
  });

  it('keeps the code of a logged error, which is a diagnosis rather than a secret', () => {
    const { logger, entries } = captureLogger();
    logger.error({ err: Object.assign(new Error('duplicate key'), { code: '23505' }) }, 'insert failed');
    expect(entries()[0].err.code).toBe('23505');
  });

  it('leaves lines without sensitive keys untouched', () => {
    const line = '{"level":30,"msg":"request completed","statusCode":200}\n';
    expect(redactLogLine(line)).toBe(line);
  });

  it('does not parse the per-request lines (cheap under load), yet still catches a code beside a status', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const line = '{"level":30,"reqId":"req-1","res":{"statusCode":200},"responseTime":1.5,"msg":"request completed"}\n';
    expect(redactLogLine(line)).toBe(line);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(redactLogLine('{"statusCode":200,"code":"123456"}\n')).not.toContain('123456');
  });

  it('drops a line it cannot parse rather than let it through', () => {
    const result = redactLogLine(`{"ssn":"${SSN}" broken\n`);
    expect(result).not.toContain(SSN);
    expect(result).toContain('could not be redacted');
  });
});
