import { ApiError } from '../../../lib/api-client';

/** The server's own words for a refused question or reply (already in the learner's language), or null when there is nothing to say. */
export function qaError(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.fields[0]?.message ?? error.message;
  return fallback;
}
