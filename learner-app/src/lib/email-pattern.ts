/** A practical email shape for instant feedback; the server's check (class-validator isEmail) decides. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
