/** The compressed forms the server sends (the apps' build writes both beside each text file; API answers are compressed as they go), brotli first: it is smaller. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * Which of the `available` compressed forms to send for an `Accept-Encoding` header: the one the client weighs
 * highest (`q`, 1 when absent; `*` stands for any coding it does not name), the server's order on a tie, and null
 * (send the file as it is) when the client takes none of them.
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | null {
  if (!header || available.length === 0) return null;
  // Clients send a handful of distinct headers: each is parsed once.
  const key = `${available.join(',')}|${header}`;
  const known = chosenFor.get(key);
  if (known !== undefined) return known;
  if (chosenFor.size >= KNOWN_HEADERS) chosenFor.clear();
  const chosen = parsePreferred(header, available);
  chosenFor.set(key, chosen);
  return chosen;
}

const KNOWN_HEADERS = 256;
const chosenFor = new Map<string, ContentCoding | null>();

function parsePreferred(header: string, available: readonly ContentCoding[]): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding) weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0);
  }
  let chosen: ContentCoding | null = null;
  let best = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > best) [chosen, best] = [coding, weight];
  }
  return chosen;
}
