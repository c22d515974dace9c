/** `pnpm start` (and `pnpm dev`, the production bundle's dist/main.mjs): the API process (server.ts). */
import { startServer } from './server.ts';

await startServer();
