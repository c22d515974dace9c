/**
 * Fixed ports of the admin's end-to-end run (the storefront's run uses others). `HAAT_PORT_OFFSET`
 * moves them all, so checkouts side by side on one machine test at once.
 */
const OFFSET = Number(process.env['HAAT_PORT_OFFSET'] ?? 0);
export const ADMIN_PORT = 3101 + OFFSET;
export const API_PORT = 4101 + OFFSET;
export const STOREFRONT_PORT = 3100 + OFFSET;

export const ADMIN_URL = `http://localhost:${ADMIN_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
export const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
