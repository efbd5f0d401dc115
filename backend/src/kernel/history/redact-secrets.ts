/** What a removed secret reads as: the History tab shows that a password changed, never the hash. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets wherever they sit in an event: password hashes, refresh and reset
 * token hashes, a saved card's provider token, anything named secret, hash, salt, card number or CVC.
 * A card's last four digits and a tax invoice's tax id stay: neither lets anyone sign in or pay, the tax id is
 * printed on the invoice, and support needs both to answer "which card" and "my invoice names the wrong tax id".
 */
const SECRET_KEY = /password|passwd|token|secret|hash|salt|cvc|cvv|card_?number|pan$|private_?key|api_?key/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A copy of an event's data with the value of every secret key, at any depth, replaced by {@link REDACTED}. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? REDACTED : redactSecrets(inner)])) as T;
}
