#!/usr/bin/env node
/** `pnpm --filter @portal/api run build`: compiles the API to api/dist/main.cjs (scripts/lib/api-build.mjs). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from './lib/api-build.mjs';

await buildApiIfStale(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), { force: true });
