/**
 * The embedded database's folder across PGlite upgrades. PGlite 0.5 embeds PostgreSQL 18; a
 * folder written by PGlite 0.3 (PostgreSQL 17) cannot be opened by it, and no in-process tool
 * converts one (docs/adr/0057). A sandbox's embedded database holds demo data that the first
 * start seeds again, so its old folder is set aside, whole and untouched, and a new one made;
 * a production database is never swapped for an empty one: the start stops and says why.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { PortalMode } from '../config/config';

/** The PostgreSQL major version of the engine this build's PGlite embeds (its PG_VERSION file). */
export const PGLITE_POSTGRES_MAJOR = '18';

export class EmbeddedDatabaseVersionError extends Error {}

/** The PostgreSQL major version that wrote `dataDir`, or null when it holds no database yet. */
function postgresMajorIn(dataDir: string): string | null {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  return existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : null;
}

/**
 * Leaves `dataDir` either empty or holding a database this PGlite opens. Returns where an older
 * database was moved (sandbox only), or null when nothing was moved.
 */
export function setAsideOtherMajorVersion(dataDir: string, mode: PortalMode): string | null {
  const major = postgresMajorIn(dataDir);
  if (major === null || major === PGLITE_POSTGRES_MAJOR) return null;
  if (mode === 'production') {
    throw new EmbeddedDatabaseVersionError(
      `The embedded database in ${dataDir} was written by PostgreSQL ${major}; this build embeds PostgreSQL ` +
        `${PGLITE_POSTGRES_MAJOR} and cannot open it. Export it with the previous release (pg_dump through ` +
        `PGlite 0.3), or point DATABASE_URL at a PostgreSQL server, then start again.`,
    );
  }
  const setAside = `${dataDir}-postgres${major}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, setAside);
  return setAside;
}
