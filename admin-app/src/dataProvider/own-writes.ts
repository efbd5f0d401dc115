import type { CommandAccepted } from '@khru/contracts';
import type { HttpClient } from './http-client';
import { withFieldErrors } from './server-errors';

/**
 * Commands and reads of one authoring API with read-your-writes: once a command answered with a position, every
 * later read (GET, or a POST search) passes it as `?after=`, so a list or record read after a save shows the save.
 * A refused command rejects with its field errors shaped for react-admin's forms.
 */
export function ownWrites(http: HttpClient) {
  let latest: string | null = null;
  const after = (url: string) => (latest ? `${url}${url.includes('?') ? '&' : '?'}after=${encodeURIComponent(latest)}` : url);
  return {
    async get<T>(url: string): Promise<T> {
      return (await http(after(url))).json as T;
    },
    async search<T>(url: string, body: unknown): Promise<T> {
      return (await http(after(url), { method: 'POST', body: JSON.stringify(body) })).json as T;
    },
    async command(url: string, method: 'POST' | 'PUT', body: unknown = {}): Promise<CommandAccepted> {
      const { json } = await withFieldErrors(http(url, { method, body: JSON.stringify(body) }));
      latest = (json as CommandAccepted).position ?? latest;
      return json as CommandAccepted;
    },
  };
}

export type OwnWrites = ReturnType<typeof ownWrites>;
