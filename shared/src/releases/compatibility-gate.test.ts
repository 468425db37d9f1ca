/** @jest-environment node */
import { incompatibilities, type ShellContract } from './compatibility-gate';

const shell: ShellContract = {
  serves: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@portal/shared': '1.0.0',
    '@portal/shared/ui': '1.0.0',
    formik: '2.4.9',
    'react-redux': '9.3.1',
  },
  routes: [
    { path: '/message-center', module: 'messages', expose: 'MessageCenter' },
    { path: '/bank-accounts', module: 'banking', expose: 'BankAccounts' },
  ],
};
const expected = { module: 'messages', federationName: 'mf_messages' };
const release = {
  federationName: 'mf_messages',
  exposes: ['MessageCenter'],
  shared: [
    { name: 'react', requiredVersion: '^19.2.0', version: '19.3.1' },
    { name: '@portal/shared', requiredVersion: '^1.0.0', version: '1.0.0' },
    { name: '@portal/shared/ui', requiredVersion: '^1.0.0', version: '1.0.0' },
  ],
};

describe('the compatibility gate', () => {
  it('lets through a release whose requirements the shell serves and which exposes every routed screen', () => {
    expect(incompatibilities(release, expected, shell)).toEqual([]);
  });

  it('refuses a release built against another major version of a singleton or of @portal/shared', () => {
    const built = {
      ...release,
      shared: [
        { name: 'react', requiredVersion: '^18.2.0', version: '18.3.1' },
        { name: '@portal/shared/ui', requiredVersion: '^2.0.0', version: '2.0.0' },
      ],
    };
    expect(incompatibilities(built, expected, shell)).toEqual([
      'it requires react ^18.2.0, the shell serves 19.3.1',
      'it requires @portal/shared/ui ^2.0.0, the shell serves 1.0.0',
    ]);
  });

  it('refuses a requirement newer than the shell serves, and a range that is not one', () => {
    const built = {
      ...release,
      shared: [
        { name: 'formik', requiredVersion: '^2.5.0', version: '2.5.0' },
        { name: 'react-redux', requiredVersion: 'latest-ish', version: '9.3.1' },
      ],
    };
    expect(incompatibilities(built, expected, shell)).toEqual([
      'it requires formik ^2.5.0, the shell serves 2.4.9',
      'it requires react-redux "latest-ish", which is not a version range',
    ]);
  });

  it('refuses a listed singleton the shell does not serve, and ignores a module the remote keeps to itself', () => {
    const built = {
      ...release,
      shared: [
        { name: 'moment', requiredVersion: '^2.30.0', version: '2.30.1' },
        { name: 'left-pad', requiredVersion: '^1.0.0', version: '1.3.0' },
      ],
    };
    expect(incompatibilities(built, expected, shell)).toEqual([
      'it requires moment ^2.30.0, which the shell does not serve',
    ]);
  });

  it('refuses a release that lacks a screen the shell routes to it, or is another remote', () => {
    expect(incompatibilities({ ...release, exposes: ['Inbox'] }, expected, shell)).toEqual([
      'the shell routes /message-center to MessageCenter, which it does not expose',
    ]);
    expect(incompatibilities({ ...release, federationName: 'mf_banking' }, expected, shell)).toEqual([
      'it is mf_banking, not mf_messages (the messages module)',
    ]);
  });

  it('refuses a release that uses a store slice or API endpoint the shell does not publish', () => {
    const published = { ...shell, store: { slices: ['api', 'session'], endpoints: ['getTenant'] } };
    const uses = { slices: ['api', 'session', 'toast'], endpoints: ['getTenant', 'getSensitiveData'] };
    expect(incompatibilities({ ...release, usesFromShell: uses }, expected, published)).toEqual([
      'it uses the store slice toast, which the shell does not publish',
      'it uses the API endpoint getSensitiveData, which the shell does not publish',
    ]);
    // Released before either side recorded its store: nothing to compare.
    expect(incompatibilities({ ...release, usesFromShell: uses }, expected, shell)).toEqual([]);
  });
});
