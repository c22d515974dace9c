/** Fixed ports of the admin's end-to-end run (the storefront's run uses others). */
export const ADMIN_PORT = 3101;
export const API_PORT = 4101;
export const STOREFRONT_PORT = 3100;

export const ADMIN_URL = `http://localhost:${ADMIN_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
export const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
