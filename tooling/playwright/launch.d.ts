import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

export const chromiumPath: string;
export const chromiumArgs: string[];
export const chromiumUse: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions>;
