/// <reference types="node" />
/**
 * The port of the stand-in API of component tests (api-server.ts), baked into the test build as VITE_API_URL.
 * `HAAT_PORT_OFFSET` moves it, so checkouts side by side on one machine test at once.
 */
export const TEST_API_PORT = 4999 + Number(process.env['HAAT_PORT_OFFSET'] ?? 0);
