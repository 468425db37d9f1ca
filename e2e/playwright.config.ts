import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH, E2E_PORT, RELEASES_DIR } from './support/environment';

/**
 * End-to-end tests drive Debian's Chromium against the composed product, started exactly as
 * `pnpm start` starts it, on a throwaway PGlite folder seeded with the demo tenants plus the
 * test-only fixtures (a hostile tenant for the sanitization tests).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    // Recording a trace for every test made the suite about 20 % slower, kept or not
    // (docs/adr/0052). A failure still leaves its screenshot and error context; rerun the
    // test with `--trace on` to get its trace.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: path.join(tmpdir(), `portal-e2e-${process.pid}`),
      SEED_TEST_FIXTURES: '1',
      RELEASES_DIR,
      LOG_LEVEL: 'warn',
      // Every test registers its own clients from 127.0.0.1: lift the per-IP code limits the
      // API enforces against abuse (the per-phone limits still hold).
      AUTH_CODE_REQUESTS_PER_IP: '1000',
      AUTH_CODE_VERIFICATIONS_PER_IP: '1000',
      // Every /login view asks for a passkey challenge where Chromium offers passkey autofill.
      AUTH_PASSKEY_CHALLENGES_PER_IP: '10000',
      // Every page the tests leave reports its Web Vitals, all from 127.0.0.1.
      WEB_VITALS_REPORTS_PER_IP: '100000',
      // The payments sandbox's clock at 1 s a step instead of 4: every status and webhook as
      // before, sooner (the tests wait for completed transfers and posted micro-deposits).
      SANDBOX_ACH_STEP_SECONDS: '1',
    },
  },
});
