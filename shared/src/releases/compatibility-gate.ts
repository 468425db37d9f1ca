/**
 * The compatibility gate (docs/releases.md): before a remote's release is promoted, its
 * federation manifest's shared requirements are compared with the singletons the shell
 * serves, its exposed screens with the shell's route table, and the store slices and API
 * endpoints it declares it uses with those the shell publishes. The federation runtime only
 * warns about a singleton of the wrong version and loads it anyway; the gate refuses instead,
 * with each reason.
 */
import semver from 'semver';
import { missingFromShellStore } from '../../testing/shell-store-contract';
import type { ReleaseInfo } from './release-store';

/** What a shell release offers a remote: its singletons' versions, its route table and its store. */
export type ShellContract = Pick<ReleaseInfo, 'serves' | 'routes' | 'store'>;

/** The singletons that must be there in a compatible version; others are checked when the shell serves them. */
const REQUIRED_FROM_THE_SHELL =
  /^(react|react-dom|react-router-dom|@reduxjs\/toolkit|formik|yup|moment|@portal\/shared)(\/.*)?$/;

/** Every reason `release` cannot go to pages for `module`; none: it may be promoted. */
export function incompatibilities(
  release: Pick<ReleaseInfo, 'federationName' | 'shared' | 'exposes' | 'usesFromShell'>,
  expected: { module: string; federationName: string },
  shell: ShellContract,
): string[] {
  const reasons: string[] = [];
  if (release.federationName !== expected.federationName) {
    reasons.push(`it is ${release.federationName}, not ${expected.federationName} (the ${expected.module} module)`);
  }
  for (const requirement of release.shared) {
    const served = shell.serves[requirement.name];
    if (served === undefined) {
      if (REQUIRED_FROM_THE_SHELL.test(requirement.name)) {
        reasons.push(`it requires ${requirement.name} ${requirement.requiredVersion}, which the shell does not serve`);
      }
      continue;
    }
    const range = semver.validRange(requirement.requiredVersion);
    if (range === null) {
      reasons.push(`it requires ${requirement.name} "${requirement.requiredVersion}", which is not a version range`);
    } else if (!semver.satisfies(served, range)) {
      reasons.push(`it requires ${requirement.name} ${requirement.requiredVersion}, the shell serves ${served}`);
    }
  }
  const routed = new Map<string, string[]>();
  for (const route of shell.routes.filter((entry) => entry.module === expected.module)) {
    routed.set(route.expose, [...(routed.get(route.expose) ?? []), route.path]);
  }
  for (const [expose, paths] of routed) {
    if (!release.exposes.includes(expose)) {
      reasons.push(`the shell routes ${paths.join(', ')} to ${expose}, which it does not expose`);
    }
  }
  // Either side released before the store contract was recorded: nothing to compare.
  if (release.usesFromShell && shell.store) {
    for (const missing of missingFromShellStore(release.usesFromShell, shell.store)) {
      reasons.push(`it uses ${missing}, which the shell does not publish`);
    }
  }
  return reasons;
}
