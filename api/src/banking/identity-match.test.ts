import { bankReportedIdentity, identityMismatch } from './identity-match';

const client = {
  firstName: 'Pat',
  lastName: 'Linker',
  address1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
};

const owner = (
  name: string,
  address: Partial<{ street: string; city: string; region: string; postalCode: string }>,
) => [
  {
    accountId: 'acc-1',
    owners: [
      {
        names: [name],
        emails: [],
        phoneNumbers: [],
        addresses: [
          {
            street: address.street ?? null,
            city: address.city ?? null,
            region: address.region ?? null,
            postalCode: address.postalCode ?? null,
            country: 'US',
            primary: true,
          },
        ],
      },
    ],
  },
];

describe('identity mismatch', () => {
  it('agrees when only case and spacing differ, and compares a ZIP+4 on its five digits', () => {
    const bank = bankReportedIdentity(
      owner('PAT  Q  LINKER', {
        street: '12  ELM street',
        city: 'springfield',
        region: 'il',
        postalCode: '62704-1234',
      }),
      'acc-1',
    );
    expect(bank).toEqual({
      firstName: 'PAT',
      lastName: 'LINKER',
      address1: '12  ELM street',
      city: 'springfield',
      state: 'il',
      zipcode: '62704',
    });
    expect(identityMismatch(client, bank!)).toEqual({});
  });

  it("gives the bank's values of the fields that differ, and ignores what the bank did not report", () => {
    const bank = bankReportedIdentity(
      owner('Pat Tattersall', { street: '1 Tattersall Lane', city: 'Springfield' }),
      'acc-1',
    );
    expect(identityMismatch(client, bank!)).toEqual({ lastName: 'Tattersall', address1: '1 Tattersall Lane' });
  });

  it('has nothing to compare for an account the bank reports no owner of', () => {
    expect(bankReportedIdentity(owner('Pat Linker', {}), 'another-account')).toBeNull();
  });
});
