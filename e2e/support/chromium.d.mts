import type { LaunchOptions } from '@playwright/test';

export declare const CHROMIUM_LAUNCH: LaunchOptions;
