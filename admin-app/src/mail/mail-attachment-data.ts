import type { ErrorResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';
import { storedToken } from '../auth/tokens';

/** The outbox's attachment downloads: bytes fetched with the admin's token (a plain link would carry none). */
export function mailAttachmentData() {
  return {
    methods: {
      /** The attachment at `index` in the message, as the file it was sent as. */
      async getMailAttachment(messageId: string, index: number): Promise<Blob> {
        const token = storedToken();
        const response = await fetch(`/api/mailapi/messages/${encodeURIComponent(messageId)}/attachments/${index}`, {
          headers: {
            'Accept-Language': globalThis.localStorage?.getItem('locale') ?? 'en',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
          throw new HttpError(body?.message ?? response.statusText, response.status, body);
        }
        return response.blob();
      },
    },
  };
}
