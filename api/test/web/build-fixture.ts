/**
 * A small stand-in for the front-end builds (`<package>/dist` of the shell and each remote) in
 * a temporary folder, laid out as the production build lays them out: content-hashed scripts
 * with their precompressed .br/.gz twins, federation manifests, the shell's index.html. The
 * web tests serve it, so they do not depend on a webpack build having run.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A script long enough to be worth compressing, different per file. */
export const scriptText = (name: string) => `/* ${name} */\n${`console.log(${JSON.stringify(name)});\n`.repeat(200)}`;

function writeText(dir: string, file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${full}.gz`, gzipSync(Buffer.from(text)));
}

const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });

/**
 * A remote's build. `provides`: singletons only this remote ships (name → its chunk file), as
 * formik and yup are; `screenShared`: its screen-shared.json (what each screen needs of them),
 * left out to stand for a remote built without one.
 */
function writeRemote(
  root: string,
  pkg: string,
  hash: string,
  exposes: string[],
  { provides = {}, screenShared }: { provides?: Record<string, string>; screenShared?: Record<string, string[]> } = {},
) {
  const dist = path.join(root, pkg, 'dist');
  const entry = `remoteEntry.${hash}.js`;
  writeText(dist, entry, scriptText(`${pkg} entry`));
  for (const expose of exposes)
    writeText(dist, `__federation_expose_${expose}.${hash}.js`, scriptText(`${pkg} ${expose}`));
  for (const [name, file] of Object.entries(provides)) writeText(dist, file, scriptText(`${pkg} ${name}`));
  writeText(
    dist,
    'mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: entry } },
      shared: Object.entries(provides).map(([name, file]) => ({ name, assets: assets([file]) })),
      exposes: exposes.map((expose) => ({
        name: expose,
        assets: assets([`__federation_expose_${expose}.${hash}.js`]),
      })),
    }),
  );
  if (screenShared) writeText(dist, 'screen-shared.json', JSON.stringify(screenShared));
}

/** Where the fixture's remotes' manifests are served (the web config's manifestUrls). */
export const FIXTURE_MANIFEST_URLS = {
  onboarding: '/remotes/mf-onboarding/mf-manifest.json',
  banking: '/remotes/mf-banking/mf-manifest.json',
  transfers: '/remotes/mf-transfers/mf-manifest.json',
  messages: '/remotes/mf-messages/mf-manifest.json',
};

export function createBuildFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-fixture-'));
  const shell = path.join(root, 'shell', 'dist');
  writeText(
    shell,
    'index.html',
    `<!doctype html><html lang=en><head><meta charset=utf-8><title>Closing Portal</title><link rel=icon id=tenant-favicon href=data:,><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>`,
  );
  writeText(shell, 'main.1a2b3c4d.js', scriptText('shell main'));
  writeText(shell, 'main.js', scriptText('shell main'));
  writeText(shell, 'startup-vendor.aaaabbbb.js', scriptText('react'));
  writeText(shell, 'startup-portal.bbbbcccc.js', scriptText('@portal/shared'));
  // A lazy chunk of the shell's (one loaded by an import()): never a start-up file.
  writeText(shell, '123.ccccdddd.js', scriptText('lazy'));
  writeText(shell, 'sanitizer.5a5a5a5a.js', scriptText('tenant HTML sanitizer'));
  writeFileSync(path.join(root, 'shell', 'dist', 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(shell, 'assets'), { recursive: true });
  for (const [weight, hash] of [
    [300, '0a0b0c0d'],
    [400, '0123abcd'],
    [700, '7a7b7c7d'],
  ] as const) {
    writeFileSync(path.join(shell, 'assets', `poppins-latin-${weight}-normal.${hash}.woff2`), Buffer.from('wOF2'));
  }
  writeText(
    shell,
    'mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: 'react', assets: assets(['startup-vendor.aaaabbbb.js']) }],
      exposes: [],
    }),
  );
  writeRemote(root, 'mf-onboarding', '11111111', ['Login', 'CreateAccount']);
  // Banking: built without a screen-shared.json, so all it provides is preloaded for a screen.
  writeRemote(root, 'mf-banking', '22222222', ['BankAccounts'], { provides: { formik: 'formik.22222222.js' } });
  writeRemote(root, 'mf-transfers', '33333333', ['TransferHistory', 'TransferReview'], {
    provides: {
      react: '923.cccccccc.js',
      '@portal/shared/money': 'money.33333333.js',
      formik: 'formik.33333333.js',
      yup: 'yup.33333333.js',
    },
    screenShared: {
      TransferHistory: ['react', '@portal/shared/money'],
      TransferReview: ['react', '@portal/shared/money', 'formik', 'yup'],
    },
  });
  writeRemote(root, 'mf-messages', '44444444', ['MessageCenter']);
  return root;
}
