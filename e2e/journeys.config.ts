import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm walk:journeys`: the four journeys of docs/journeys.md walked on a phone, a screenshot of
 * every step in artifacts/journeys/, for the people who score them. Not part of `pnpm test`:
 * what it checks on the way, the end-to-end tests check too.
 */
export default defineConfig({
  ...base,
  testDir: './journeys',
  outputDir: './artifacts/journeys-results',
  use: { ...base.use, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
});
