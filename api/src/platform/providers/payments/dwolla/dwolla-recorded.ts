/**
 * Dwolla API answers as recorded from Dwolla's sandbox (shapes and fields as Dwolla returns
 * them; ids, names and times replaced), for the adapter's tests.
 */
export const API = 'https://api-sandbox.dwolla.com';
export const CUSTOMER_ID = 'a4f8d3c2-0b1e-4f5a-9c6d-7e8f9a0b1c2d';
export const FUNDING_SOURCE_ID = 'd9e8f7a6-b5c4-4d3e-8f2a-1b0c9d8e7f6a';
export const ESCROW_SOURCE_ID = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';
export const TRANSFER_ID = '15c6bcce-46f7-e811-8112-e8dd3bececa8';
export const BANK_LEG_ID = '14c6bcce-46f7-e811-8112-e8dd3bececa8';
export const DOCUMENT_ID = '56502f7a-fa59-4a2f-8579-0f8bc9d7b9cc';

export const tokenAnswer = { access_token: 'sandbox-access-token', token_type: 'bearer', expires_in: 3599 };

const link = (path: string, resourceType: string) => ({
  href: `${API}/${path}`,
  type: 'application/vnd.dwolla.v1.hal+json',
  'resource-type': resourceType,
});

export function customerAnswer(status = 'verified') {
  return {
    _links: {
      self: link(`customers/${CUSTOMER_ID}`, 'customer'),
      'funding-sources': link(`customers/${CUSTOMER_ID}/funding-sources`, 'funding-source'),
      transfers: link(`customers/${CUSTOMER_ID}/transfers`, 'transfer'),
    },
    id: CUSTOMER_ID,
    firstName: 'Jane',
    lastName: 'Buyer',
    email: 'jane@example.com',
    type: 'personal',
    status,
    created: '2026-03-02T15:00:00.000Z',
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  };
}

export function fundingSourceAnswer(status = 'verified', removed = false, channels = ['ach']) {
  return {
    _links: {
      self: link(`funding-sources/${FUNDING_SOURCE_ID}`, 'funding-source'),
      customer: link(`customers/${CUSTOMER_ID}`, 'customer'),
    },
    id: FUNDING_SOURCE_ID,
    status,
    type: 'bank',
    bankAccountType: 'checking',
    name: 'Platypus Checking 0000',
    created: '2026-03-02T15:00:01.000Z',
    removed,
    channels,
    bankName: 'SANDBOX TEST BANK',
    fingerprint: '5012989b55af15400e8102f95d2ec5e7ce3aef45c01613280d80a236dd8d6c',
  };
}

/** How Dwolla answers each rail's transfer: clearing for ACH, processingChannel for an instant payment. */
const RAIL_ANSWERS = {
  standard: { clearing: { source: 'standard' } },
  'same-day': { clearing: { source: 'next-available', destination: 'same-day' } },
  instant: { processingChannel: { destination: 'real-time-payments' } },
} as const;

export function transferAnswer(
  status = 'pending',
  {
    id = TRANSFER_ID,
    value = '1234.50',
    extraLinks = {},
    rail = 'standard',
  }: { id?: string; value?: string; extraLinks?: object; rail?: keyof typeof RAIL_ANSWERS } = {},
) {
  return {
    _links: {
      self: link(`transfers/${id}`, 'transfer'),
      source: link(`funding-sources/${FUNDING_SOURCE_ID}`, 'funding-source'),
      'source-funding-source': link(`funding-sources/${FUNDING_SOURCE_ID}`, 'funding-source'),
      destination: link(`funding-sources/${ESCROW_SOURCE_ID}`, 'funding-source'),
      ...extraLinks,
    },
    id,
    status,
    amount: { value, currency: 'USD' },
    created: '2026-03-02T15:00:02.000Z',
    ...RAIL_ANSWERS[rail],
    correlationId: 'transfer-1',
  };
}

export const failureAnswer = {
  _links: { self: link(`transfers/${TRANSFER_ID}/failure`, 'failure') },
  code: 'R01',
  description: 'Insufficient Funds',
  explanation: 'Available balance is not sufficient to cover the dollar value of the debit entry.',
};

export const validationErrorAnswer = {
  code: 'ValidationError',
  message: 'Validation error(s) present. See embedded errors list for more details.',
  _embedded: {
    errors: [
      {
        code: 'Duplicate',
        message: 'A customer with the specified email already exists.',
        path: '/email',
        _links: { about: link(`customers/${CUSTOMER_ID}`, 'customer') },
      },
    ],
  },
};

export const wrongAmountsAnswer = {
  code: 'ValidationError',
  message: 'Validation error(s) present. See embedded errors list for more details.',
  _embedded: { errors: [{ code: 'Invalid', message: 'Wrong amount(s).', path: '/amount1/value', _links: {} }] },
};

export const serverErrorAnswer = { code: 'ServerError', message: 'A server error occurred. Error ID: 1a2b3c.' };

export function documentAnswer(status = 'pending') {
  return {
    _links: { self: link(`documents/${DOCUMENT_ID}`, 'document') },
    id: DOCUMENT_ID,
    status,
    type: 'passport',
    created: '2026-03-02T15:00:03.000Z',
  };
}

export function webhookEvent(topic: string, resourceId: string) {
  return {
    _links: {
      self: { href: `${API}/events/f8e70f48-b7ff-47d0-9d3d-62a099363a76` },
      account: { href: `${API}/accounts/7da912eb-7ae5-4a2d-a6fb-d8f7cd6d1cb8` },
      resource: { href: `${API}/transfers/${resourceId}` },
      customer: { href: `${API}/customers/${CUSTOMER_ID}` },
    },
    id: 'f8e70f48-b7ff-47d0-9d3d-62a099363a76',
    resourceId,
    topic,
    timestamp: '2026-03-04T16:00:00.000Z',
    created: '2026-03-04T16:00:00.000Z',
  };
}
