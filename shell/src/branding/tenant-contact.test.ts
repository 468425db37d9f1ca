import { tenantContactLine } from './tenant-contact';

describe('tenantContactLine', () => {
  it('names the tenant, its address and phone', () => {
    expect(
      tenantContactLine({
        name: 'Summit Title',
        address1: '9 Peak Road',
        address2: 'Floor 3',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
        pocPhone: '+15550103000',
      }),
    ).toBe('Summit Title · 9 Peak Road, Floor 3, Denver, CO 80202 · (555) 010-3000');
  });

  it('leaves out what the record lacks', () => {
    expect(
      tenantContactLine({
        name: 'Summit Title',
        address1: null,
        address2: null,
        city: null,
        state: null,
        zipcode: null,
        pocPhone: null,
      }),
    ).toBe('Summit Title');
  });
});
