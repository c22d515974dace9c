/**
 * For tests that hash many passwords: scrypt at OWASP strength takes ~0.3 s alone and far longer
 * on a busy machine (at most two run at once), beyond the default test timeout.
 */
export const HASHING_TIMEOUT_MS = 120_000;
