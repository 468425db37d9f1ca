/**
 * The lock the sandboxes take on their state files, so several API replicas over one DATA_DIR
 * (pnpm start:cluster) change them one at a time. proper-lockfile keeps a `.lock` folder beside
 * the file and refreshes it while held; a lock left by a replica killed mid-change is taken over
 * once it has not been refreshed for `stale` ms.
 */
export const SANDBOX_FILE_LOCK = {
  realpath: false,
  stale: 5_000,
  retries: { retries: 100, minTimeout: 10, maxTimeout: 100 },
} as const;
