import { defineConfig } from 'vitest/config';
import { nodePreset } from '@haat/vitest-config';

// The rules' own tests: plain JavaScript, like the config they test.
export default defineConfig({ test: { ...nodePreset, include: ['test/**/*.test.js'], typecheck: { enabled: false } } });
