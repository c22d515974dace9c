/** How long a one-time code sent by SMS stays valid. */
export const OTP_LIFETIME_MINUTES = 10;
export const OTP_LIFETIME_MS = OTP_LIFETIME_MINUTES * 60 * 1000;
