/** @jest-environment node */
import { identityFileSchema } from './identity-file';
import { receiptEmailsSchema } from './receipt-emails';
import { errorsOf } from './testing/errors-of';

describe('receiptEmailsSchema', () => {
  it('accepts one address among blank inputs', async () => {
    expect(await errorsOf(receiptEmailsSchema, { emails: ['', 'a@example.com', undefined, '', ''] })).toEqual({});
  });

  it('needs at least one address', async () => {
    expect(await errorsOf(receiptEmailsSchema, { emails: ['', '  '] })).toEqual({ emails: 'No emails provided.' });
    expect(await errorsOf(receiptEmailsSchema, {})).toEqual({ emails: 'No emails provided.' });
  });

  it('reports a bad address at its own index', async () => {
    expect(await errorsOf(receiptEmailsSchema, { emails: ['', 'a@example.com', 'nope'] })).toEqual({
      'emails[2]': 'Invalid email format',
    });
  });

  it('limits each address to 50 characters and the list to 5', async () => {
    expect(await errorsOf(receiptEmailsSchema, { emails: [`${'a'.repeat(39)}@example.com`] })).toEqual({
      'emails[0]': 'Max length exceeded',
    });
    expect(await errorsOf(receiptEmailsSchema, { emails: Array(6).fill('a@example.com') })).toEqual({
      emails: 'Receipts can be sent to at most 5 email addresses',
    });
  });
});

describe('identityFileSchema', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it.each([file('id.png', 'image/png'), file('id.JPG', 'image/jpeg'), file('id.jpeg', '')])('accepts %p', async (f) => {
    expect(await errorsOf(identityFileSchema, f)).toEqual({});
  });

  it.each([file('id.gif', 'image/gif'), file('id.pdf', 'application/pdf'), file('id.heic', ''), file('png', '')])(
    'rejects %p',
    async (f) => {
      expect(await errorsOf(identityFileSchema, f)).toEqual({ '': 'File upload must be in jpg or png format' });
    },
  );

  it('rejects files over 10MB and a missing file', async () => {
    expect(await errorsOf(identityFileSchema, file('id.png', 'image/png', 10 * 1024 * 1024 + 1))).toEqual({
      '': 'File must be under 10MB',
    });
    expect(await errorsOf(identityFileSchema, undefined)).toEqual({ '': 'This is required' });
  });
});
