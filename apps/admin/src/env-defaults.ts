/** Build-time defaults, shared by src/env.ts and vite.config.ts (which names the API in the security headers). */
export const DEFAULT_API_URL = 'http://localhost:4000';
