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

export function haproxyConfig(options: { balancerPort: number; replicaPorts: number[]; statsSocket: string }): string;

export function startCluster(options: {
  repoRoot: string;
  databaseUrl: string | undefined;
  balancerPort: number;
  replicaPorts: number[];
  env?: Record<string, string>;
  stdio?: StdioOptions;
  log?: (line: string) => void;
}): Promise<Cluster>;
