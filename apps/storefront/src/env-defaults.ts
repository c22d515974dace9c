/** Build-time defaults, shared by src/env.ts and vite.config.ts (which preconnects to the API). */
export const DEFAULT_API_URL = 'http://localhost:4000';
