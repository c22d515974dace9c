export { decodeAdminToken, type AdminTokenEnv } from './decode-admin-token.ts';
export { InvalidTokenError } from './invalid-token-error.ts';
export { decodeBase64Url, encodeBase64Url } from './base64url.ts';
