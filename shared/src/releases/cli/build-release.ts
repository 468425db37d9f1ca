/**
 * `pnpm release <package>`: builds the shell or a remote into a scratch folder (never into
 * `<package>/dist`, which the server serves as the package's own build) and publishes it as an
 * immutable release with its record: git commit, build time, the shared modules it requires
 * (a remote) or serves (the shell), its exposed screens or route table.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { moduleFederationName, REMOTE_PACKAGES } from '../../../build/modules';
import { SCREEN_ROUTES } from '../../page/screen-routes';
import { SHELL_STORE_CONTRACT, type UsesFromShell } from '../../../testing/shell-store-contract';
import { publishRelease, type PublishedRelease, type ReleaseInfo, type SharedRequirement } from '../release-store';

/** The part of a federation manifest a release records. */
interface FederationManifest {
  metaData: { name: string };
  shared: Array<{ name: string; version: string; requiredVersion: string }>;
  exposes: Array<{ name: string }>;
}

// Third-party singletons the shell's page shares but does not bundle itself: the remotes bring
// them (shared/build/shared-singletons.js), in the versions this checkout installs.
const WORKSPACE_SINGLETONS = ['formik', 'yup', 'moment', 'react-router-dom'];

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const packageNames = (): string[] => ['shell', ...Object.values(REMOTE_PACKAGES)];

export function moduleOfPackage(packageName: string): string | undefined {
  return Object.entries(REMOTE_PACKAGES).find(([, name]) => name === packageName)?.[0];
}

function gitCommit(repoRoot: string, packageName: string): { commit: string; commitDirty: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', 'HEAD'),
    commitDirty: git('status', '--porcelain', '--', packageName, 'shared') !== '',
  };
}

/** What the shell build in `shellDist` serves a remote: its singletons and its route table. */
export function shellContractOf(repoRoot: string, shellDist: string): Pick<ReleaseInfo, 'serves' | 'routes' | 'store'> {
  const manifestFile = path.join(shellDist, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no shell build in ${shellDist}: run \`pnpm build\` or name a shell release`);
  const manifest = readJson<FederationManifest>(manifestFile);
  const serves: Record<string, string> = {};
  for (const name of WORKSPACE_SINGLETONS) {
    const file = require.resolve(`${name}/package.json`, { paths: [path.join(repoRoot, 'shared')] });
    serves[name] = readJson<{ version: string }>(file).version;
  }
  for (const shared of manifest.shared) serves[shared.name] = shared.version;
  const routes = SCREEN_ROUTES.map(({ path: routePath, module, expose }) => ({ path: routePath, module, expose }));
  return {
    serves,
    routes,
    store: { slices: [...SHELL_STORE_CONTRACT.slices], endpoints: [...SHELL_STORE_CONTRACT.endpoints] },
  };
}

/** A remote's record, from its federation manifest and what it declares it uses of the shell's store. */
function remoteRecordOf(
  buildDir: string,
  packageDir: string,
): Pick<ReleaseInfo, 'federationName' | 'shared' | 'exposes' | 'usesFromShell'> {
  const manifest = readJson<FederationManifest>(path.join(buildDir, 'mf-manifest.json'));
  const usesFile = path.join(packageDir, 'uses-from-shell.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's CommonJS declaration, as its contract test reads it
  const usesFromShell = existsSync(usesFile) ? (require(usesFile) as UsesFromShell) : undefined;
  return {
    ...(usesFromShell
      ? { usesFromShell: { slices: [...usesFromShell.slices], endpoints: [...usesFromShell.endpoints] } }
      : {}),
    federationName: manifest.metaData.name,
    shared: manifest.shared.map(({ name, requiredVersion, version }): SharedRequirement => ({
      name,
      requiredVersion,
      version,
    })),
    exposes: manifest.exposes.map((expose) => expose.name),
  };
}

/**
 * webpack's production build of `packageName` into `outputDir`; `label` is what its screens show
 * as their release. A shell release is served from its own folder (`<RELEASES_URL>shell/<version>/`,
 * a name known only once it is built), so its chunks load from wherever its entry was loaded
 * from (webpack's 'auto' public path) instead of from the root as shell/dist's do.
 */
function build(repoRoot: string, packageName: string, outputDir: string, label: string | undefined) {
  execFileSync(
    'pnpm',
    [
      'exec',
      'webpack',
      '--mode',
      'production',
      '--output-path',
      outputDir,
      ...(packageName === 'shell' ? ['--output-public-path', 'auto'] : []),
      ...(label ? ['--env', `release=${label}`] : []),
    ],
    { cwd: path.join(repoRoot, packageName), stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * Builds (or, with `from`, takes an existing build folder of) `packageName` and publishes it.
 * `from` is how a CI that built once publishes that very build.
 */
export function releasePackage(options: {
  repoRoot: string;
  releasesDir: string;
  packageName: string;
  label?: string;
  from?: string;
}): PublishedRelease {
  const { repoRoot, releasesDir, packageName } = options;
  const kind: ReleaseInfo['kind'] = packageName === 'shell' ? 'shell' : 'remote';
  if (kind === 'remote' && !moduleOfPackage(packageName)) {
    throw new Error(`${packageName} is not a package of the portal (${packageNames().join(', ')})`);
  }
  mkdirSync(releasesDir, { recursive: true });
  const scratch = options.from ? null : mkdtempSync(path.join(releasesDir, '.build-'));
  const buildDir = options.from ? path.resolve(options.from) : scratch!;
  try {
    if (scratch) build(repoRoot, packageName, scratch, options.label);
    if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new Error(`${buildDir} holds no federation build`);
    const packageVersion = readJson<{ version: string }>(path.join(repoRoot, packageName, 'package.json')).version;
    const builtAt = new Date().toISOString();
    const commit = gitCommit(repoRoot, packageName);
    return publishRelease({
      releasesDir,
      kind,
      packageName,
      packageVersion,
      buildDir,
      describe: () =>
        kind === 'shell'
          ? {
              kind,
              package: packageName,
              federationName: moduleFederationName(packageName),
              ...commit,
              builtAt,
              shared: [],
              exposes: [],
              ...shellContractOf(repoRoot, buildDir),
            }
          : {
              kind,
              package: packageName,
              ...commit,
              builtAt,
              ...remoteRecordOf(buildDir, path.join(repoRoot, packageName)),
              serves: {},
              routes: [],
            },
    });
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
