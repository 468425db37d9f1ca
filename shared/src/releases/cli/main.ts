/**
 * `pnpm release …`: releases of the shell and the remotes and their rollout per tenant
 * (docs/releases.md). An operator's command: the portal has no admin screens (requirements §1).
 * The releases folder is RELEASES_DIR (default `releases/` in the repository), the one the
 * server reads.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releasePackage } from './build-release';
import { checkRelease, list, promote, rollback, status, type Context } from './rollout-commands';

const USAGE = `Usage: pnpm release <command> [options]

  <package> [--label <text>] [--from <build folder>]   build (or take) shell or mf-* and publish a release
  list [<package>]                                      the releases, oldest first
  check <module> <version> [--shell <version>]          the compatibility gate alone
  promote <module|shell> <version|build> [--tenant <t>] [--percent <1-100>] [--shell <version>]
                                                        give a release to every tenant, one tenant, or a
                                                        share of clients (sticky); 'build' = <package>/dist
  rollback <module|shell> [--tenant <t>]                withdraw a canary, or return to the release before
  status                                                what each tenant gets, and the last changes

Options: --by <name> (who makes the change; default RELEASE_BY or the login name)`;

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      from: { type: 'string' },
      tenant: { type: 'string' },
      percent: { type: 'string' },
      shell: { type: 'string' },
      by: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const context: Context = {
    repoRoot,
    releasesDir: path.resolve(repoRoot, process.env.RELEASES_DIR || 'releases'),
    by: values.by || process.env.RELEASE_BY || os.userInfo().username,
    now: () => new Date().toISOString(),
    print: (line) => console.log(line),
  };
  const needs = (count: number) => {
    if (rest.length < count) throw new Error(`${command} needs ${count} argument(s)\n\n${USAGE}`);
    return rest;
  };
  switch (command) {
    case 'list':
      return list(context, rest[0]);
    case 'status':
      return status(context);
    case 'check': {
      const [module, version] = needs(2);
      checkRelease(context, module!, version!, values.shell);
      return context.print(`${version} may be promoted: it fits the shell`);
    }
    case 'promote': {
      const [module, release] = needs(2);
      promote(context, {
        module: module!,
        release: release!,
        tenant: values.tenant ?? null,
        percent: values.percent === undefined ? 100 : Number(values.percent),
        shell: values.shell,
      });
      return;
    }
    case 'rollback':
      rollback(context, { module: needs(1)[0]!, tenant: values.tenant ?? null });
      return;
    default: {
      const published = releasePackage({
        repoRoot,
        releasesDir: context.releasesDir,
        packageName: command,
        label: values.label,
        // Relative to where the command was typed (pnpm runs the script from the repository root).
        from: values.from && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from),
      });
      context.print(
        `${published.created ? 'released' : 'already released (this very build)'}: ${published.info.package} ${published.info.version}\n  ${published.folder}`,
      );
    }
  }
}

try {
  main();
} catch (error) {
  // A refusal (the gate, the rollout rules) is an answer, not a crash: its reason, exit 1.
  console.error(error instanceof Error ? `pnpm release: ${error.message}` : error);
  process.exitCode = 1;
}
