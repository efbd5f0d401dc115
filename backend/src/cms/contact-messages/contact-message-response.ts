import type { ContactMessageDocument, ContactMessageResponse } from '@khru/contracts';

/** A kept message as the inbox answers it: no sender account id, and `new` for documents from before support could handle messages. */
export function contactMessageResponse(document: ContactMessageDocument): ContactMessageResponse {
  const { _id, userId: _userId, ...rest } = document;
  const { _positions: _stamp, ...fields } = rest as typeof rest & { _positions?: unknown };
  return { id: _id, ...fields, status: fields.status ?? 'new', handledAt: fields.handledAt ?? null, replies: fields.replies ?? [] };
}
