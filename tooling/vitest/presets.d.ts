import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;
export const nodePreset: TestOptions;
export const domPreset: TestOptions;
