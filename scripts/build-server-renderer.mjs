#!/usr/bin/env node
/** Builds the shell's server renderer (scripts/lib/server-render-build.mjs); `--force` rebuilds it even when current. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerRendererIfStale } from './lib/server-render-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildServerRendererIfStale(repoRoot, { force: process.argv.includes('--force') });
