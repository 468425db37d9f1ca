/** @jest-environment node */
import {
  ADMIN_ROLE,
  CLIENT_ROLE,
  EMAIL_SEND_FAILED,
  GENERIC_ERROR,
  ID_FILE_MAX_BYTES,
  MAX_TRANSFER_AMOUNT_CENTS,
  TRANSFER_STATUSES,
  US_STATE_CODES,
  clientStatusOf,
  isDocumentComplete,
  storedStatusesOf,
  isUsStateCode,
  isVisibleInHistory,
  roleIdentifier,
  statusMarker,
  transferStartFailedMessage,
} from './index';

describe('limits', () => {
  it('keeps the maximum amount and the file size', () => {
    expect(MAX_TRANSFER_AMOUNT_CENTS).toBe(14_999_999);
    expect(ID_FILE_MAX_BYTES).toBe(10_485_760);
  });
});

describe('messages', () => {
  it('keeps the catalogue wording, including the double space', () => {
    expect(GENERIC_ERROR).toBe('Something went wrong... please try again in a few minutes');
    expect(EMAIL_SEND_FAILED).toBe('Failed to send email.  Please try again later.');
  });

  it('fills the transfer-start failure with the tenant contact, or the required fallbacks', () => {
    expect(
      transferStartFailedMessage({ name: 'Acme Title', phone: '(555) 222-3333', supportEmail: 'help@acme.test' }),
    ).toContain('contact Acme Title at (555) 222-3333 or email help@acme.test to get wiring instructions');
    expect(transferStartFailedMessage({ name: 'Acme Title' })).toContain(
      'contact Acme Title at their primary phone number or email them to get wiring instructions',
    );
  });
});

describe('transfer statuses', () => {
  it("lists the requirements' ten statuses seen, with the tenant-system spellings, and returned", () => {
    expect(TRANSFER_STATUSES).toHaveLength(11);
    expect(TRANSFER_STATUSES).toEqual(expect.arrayContaining(['Requested', 'Initiated', 'draft', 'returned']));
    expect(statusMarker('returned')).toBe('error');
  });

  it.each([
    ['draft', 'inactive'],
    ['pending', 'pending'],
    ['starting', 'pending'],
    ['submitted', 'active'],
    ['sent', 'sent'],
    ['viewed', 'viewed'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['error', 'error'],
    ['Requested', 'inactive'],
    ['toString', 'inactive'],
    [null, 'inactive'],
  ])('marks %s as %s', (status, marker) => {
    expect(statusMarker(status)).toBe(marker);
  });

  it('hides the hidden statuses and draft disbursements from history', () => {
    expect(isVisibleInHistory({ status: 'awaiting approval' })).toBe(false);
    expect(isVisibleInHistory({ status: 'rejected' })).toBe(false);
    expect(isVisibleInHistory({ status: 'draft', disbursement: true })).toBe(false);
    expect(isVisibleInHistory({ status: 'draft', disbursement: false })).toBe(true);
    expect(isVisibleInHistory({ status: 'sent', disbursement: true })).toBe(true);
  });

  it('shows a debit held for review to the client as pending, and filters by what the client sees', () => {
    expect(clientStatusOf('awaiting approval')).toBe('pending');
    expect(clientStatusOf('rejected')).toBe('rejected');
    expect(clientStatusOf('completed')).toBe('completed');
    expect(storedStatusesOf('pending')).toEqual(['pending', 'awaiting approval']);
    expect(storedStatusesOf('awaiting approval')).toEqual([]);
    expect(storedStatusesOf('draft')).toEqual(['draft']);
  });

  it('treats only "completed", in any case, as a complete document', () => {
    expect(isDocumentComplete('COMPLETED')).toBe(true);
    expect(isDocumentComplete('pending')).toBe(false);
    expect(isDocumentComplete(undefined)).toBe(false);
  });
});

describe('US states', () => {
  it('has the 50 states plus DC and Puerto Rico', () => {
    expect(US_STATE_CODES).toHaveLength(52);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(true);
    expect(isUsStateCode('XX')).toBe(false);
  });
});

describe('roles', () => {
  it('prefixes role identifiers with the product prefix', () => {
    expect(CLIENT_ROLE).toBe('portal_client');
    expect(ADMIN_ROLE).toBe('portal_admin');
    expect(roleIdentifier('client', 'acme')).toBe('acme_client');
  });
});
