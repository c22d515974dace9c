import { defineConfig } from 'vitest/config';
import { nodePreset } from '@haat/vitest-config';

export default defineConfig({ test: nodePreset });
