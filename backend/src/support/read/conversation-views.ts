import type {
  AdminConversationView,
  MessageState,
  SupportAttachmentView,
  SupportConversationDocument,
  SupportConversationSummary,
  SupportConversationView,
  SupportMessageRecord,
  SupportMessageView,
  SupportSide,
} from '@khru/contracts';

/** A short-lived signed address of a stored attachment. */
export type AttachmentSigner = (key: string) => string;

type Marks = Pick<SupportConversationDocument, 'deliveredToLearner' | 'readByLearner' | 'deliveredToSupport' | 'readBySupport'>;

/** A message as its author sees it, from the other side's marks. */
export function messageState(message: Pick<SupportMessageRecord, 'seq' | 'author'>, marks: Marks): MessageState {
  const [read, delivered] = message.author === 'learner' ? [marks.readBySupport, marks.deliveredToSupport] : [marks.readByLearner, marks.deliveredToLearner];
  if (read >= message.seq) return 'read';
  return delivered >= message.seq ? 'delivered' : 'sent';
}

/** Messages of the other side that `viewer` has not read. */
export function unreadBy(viewer: SupportSide, document: Pick<SupportConversationDocument, 'messages' | 'readByLearner' | 'readBySupport'>): number {
  const read = viewer === 'learner' ? document.readByLearner : document.readBySupport;
  return document.messages.filter((m) => m.author !== viewer && m.seq > read).length;
}

function messageView(message: SupportMessageRecord, marks: Marks, sign: AttachmentSigner): SupportMessageView {
  const { id, seq, author, authorName, body, attachment, at } = message;
  const file: SupportAttachmentView | null = attachment && {
    name: attachment.name,
    contentType: attachment.contentType,
    size: attachment.size,
    url: sign(attachment.key),
  };
  return { id, seq, author, authorName, body, attachment: file, at, state: messageState(message, marks) };
}

const bySeq = (messages: SupportMessageRecord[]) => [...messages].sort((a, b) => a.seq - b.seq);

/** The conversation as `viewer`'s side reads it: never the notes, never an admin's id. */
function sharedView(document: SupportConversationDocument, viewer: SupportSide, sign: AttachmentSigner): SupportConversationView {
  const { _id, status, name, email, page, startedAt, lastMessageAt, closedAt, rating } = document;
  return {
    id: _id,
    status,
    name,
    email,
    page,
    startedAt,
    lastMessageAt,
    closedAt,
    rating,
    unread: unreadBy(viewer, document),
    messages: bySeq(document.messages).map((m) => messageView(m, document, sign)),
  };
}

/** `GET supportapi/conversations/{id}`: the conversation as its learner (or visitor) reads it. */
export const learnerConversationView = (document: SupportConversationDocument, sign: AttachmentSigner): SupportConversationView =>
  sharedView(document, 'learner', sign);

/** `GET supportapi/admin/conversations/{id}`: what support sees, with who it is, the notes, the assignment and the mail. */
export function adminConversationView(document: SupportConversationDocument, organisationName: string | null, sign: AttachmentSigner): AdminConversationView {
  const mailed: Record<string, string> = {};
  for (const message of document.messages) if (message.mailedAt) mailed[message.id] = message.mailedAt;
  return {
    ...sharedView(document, 'support', sign),
    visitorId: document.visitorId,
    userId: document.userId,
    organisationId: document.organisationId,
    organisationName,
    locale: document.locale,
    assignedTo: document.assignedTo,
    notes: document.notes.map(({ id, adminId, adminName, body, at }) => ({ id, adminId, adminName, body, at })),
    mailed,
  };
}

/** One line of the learner's conversations: the latest message and what they have not read. */
export function conversationSummary(document: SupportConversationDocument): SupportConversationSummary {
  const last = bySeq(document.messages).at(-1);
  return {
    id: document._id,
    status: document.status,
    startedAt: document.startedAt,
    lastMessageAt: document.lastMessageAt,
    lastMessage: last
      ? { author: last.author, body: last.body || (last.attachment?.name ?? ''), at: last.at }
      : { author: 'learner', body: '', at: document.startedAt },
    unread: unreadBy('learner', document),
    rating: document.rating,
  };
}
