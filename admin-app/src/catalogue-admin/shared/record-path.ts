/** A record's path under its collection's. */
export const at = (base: string, id: unknown) => `${base}/${encodeURIComponent(String(id))}`;
