/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), which the
 * fault tests stop, start and restart as an operator or a failover would, without touching the
 * shared server other tests use. Needs the PostgreSQL server binaries (Debian's postgresql
 * package: the same that `pnpm test` needs anyway). As root, the server runs as `postgres`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('The fault tests need the PostgreSQL server binaries (apt-get install -y postgresql)');
  return found;
}

export interface PrivatePostgres {
  url: string;
  /** Stops at once (fast shutdown: every connection is ended, as in a restart). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** A fast restart: connections in use are ended (57P01), new ones refused until it is up. */
  restart(): Promise<void>;
  remove(): void;
}

const execFileAsync = promisify(execFile);

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'portal-private-pg-'));
  const dataDir = path.join(root, 'data');
  // PostgreSQL refuses to run as root; the Debian package's user runs it then.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    chmodSync(root, 0o755);
    chownSync(
      root,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtlArgs = (action: string) => [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(root, 'server.log'),
    '-m',
    'fast',
    '-o',
    options,
    action,
  ];
  const pgCtl = async (action: string) => {
    await execFileAsync(...command('pg_ctl', pgCtlArgs(action)));
  };

  execFileSync(...command('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']), {
    stdio: 'ignore',
  });
  execFileSync(...command('pg_ctl', pgCtlArgs('start')), { stdio: 'ignore' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('stop'),
    start: () => pgCtl('start'),
    restart: () => pgCtl('restart'),
    remove() {
      try {
        execFileSync(...command('pg_ctl', pgCtlArgs('stop')), { stdio: 'ignore' });
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
