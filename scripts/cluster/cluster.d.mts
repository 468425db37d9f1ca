/** Types of cluster.mjs, for the replica tests (api/test/replicas/). */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const HAPROXY: string;
export const CLUSTER_DRAIN_MS: number;

export interface Replica {
  index: number;
  port: number;
  name: string;
  child: ChildProcess | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null;
  /** Set while the cluster itself stops this replica. */
  stopping: boolean;
  /** Crashes since it last stayed up 30 s (the restart backoff). */
  failures: number;
  /** How often the supervisor has started it again after it died. */
  restarts: number;
}

export interface Cluster {
  url: string;
  replicas: Replica[];
  startReplica(index: number): Promise<void>;
  stopReplica(
    index: number,
    signal?: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>;
  backendStates(): Promise<Record<string, string>>;
  waitForState(index: number, state: string): Promise<void>;
  rollingRestart(): Promise<void>;
  close(): Promise<void>;
}

export function haproxyConfig(options: {
  balancerPort: number;
  replicaPorts: number[];
  statsSocket: string;
  errorFiles?: Record<string, string>;
}): string;

export function unavailableResponse(status: number, reason: string): string;
export function restartDelayMs(failures: number): number;

export function startCluster(options: {
  repoRoot: string;
  databaseUrl: string | undefined;
  balancerPort: number;
  replicaPorts: number[];
  env?: Record<string, string>;
  stdio?: StdioOptions;
  log?: (line: string) => void;
  /** Start a replica again when it dies on its own (default true). */
  supervise?: boolean;
}): Promise<Cluster>;
