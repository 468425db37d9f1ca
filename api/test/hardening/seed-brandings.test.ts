import { brandings, hostileBranding } from '../../src/seed/seed-data';
import { assertStorableBranding } from '../../src/tenants';

// The seed refuses a branding that breaks a value rule: its own must all pass.
describe('the seeded brandings', () => {
  it.each([...brandings, hostileBranding].map((row) => [row.description, row]))(
    '%s keeps every value rule',
    (_, row) => {
      expect(() => assertStorableBranding(row)).not.toThrow();
    },
  );
});
