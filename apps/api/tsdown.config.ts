import { defineConfig } from 'tsdown';

/**
 * The API's production build (`pnpm build`): plain JavaScript in dist/ that `node` runs without tsx.
 * Runtime dependencies stay in node_modules; the workspace packages (TypeScript sources) are bundled in.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'start-demo': 'src/seed/start-demo.ts',
    seed: 'src/seed/seed-command.ts',
    backup: 'src/platform/db/backup-command.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  noExternal: [/^@haat\//u],
  sourcemap: true,
  dts: false,
  clean: true,
});
