import { ApiError } from '../../../lib/api-client';

/** The server's own words for a refused review (already in the learner's language), or null when there is nothing to say. */
export function reviewError(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.fields[0]?.message ?? error.message;
  return fallback;
}
