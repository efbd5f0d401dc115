import { describe, expect, it } from '@jest/globals';
import { SUPPORT_INBOX_COLLECTION, type SupportInboxDocument } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { inboxFilter, type InboxQuery } from './inbox-filter.js';

const line = (id: string, fields: Partial<SupportInboxDocument>): SupportInboxDocument => ({
  _id: id,
  id,
  kind: 'chat',
  status: 'waiting-for-us',
  name: 'Ann Lee',
  email: `${id}@example.com`,
  userId: null,
  organisationId: null,
  assignedTo: null,
  preview: '',
  lastMessageAt: '2026-11-01T09:00:00.000Z',
  unread: 0,
  locale: 'en',
  text: 'Hello',
  position: '1/1',
  ...fields,
});

const INBOX = [
  line('mine', { status: 'waiting-for-learner', assignedTo: { id: 'admin-1', name: 'Pim' }, text: 'Where is my invoice?' }),
  line('theirs', { assignedTo: { id: 'admin-2', name: 'Arun' }, text: 'ลืมรหัสผ่านเข้าระบบ' }),
  line('nobody', { status: 'closed', text: 'Thanks, solved' }),
  line('form', { kind: 'contact', name: 'สมชาย ใจดี', text: 'อยากทราบราคาแพ็กเกจองค์กร' }),
];

/** The ids of the lines the filter finds, as the document store answers it. */
async function found(query: InboxQuery): Promise<string[]> {
  const documents = new MemoryDocumentStore();
  const lines = documents.collection<SupportInboxDocument>(SUPPORT_INBOX_COLLECTION);
  for (const l of INBOX) await lines.insertOne(l);
  return (await lines.find(inboxFilter(query, 'admin-1'), { sort: { _id: 1 } }).toArray()).map((l) => l._id);
}

describe('support inbox filter', () => {
  it('filters by state, "open" being every state but closed', async () => {
    expect(await found({ status: 'open' })).toEqual(['form', 'mine', 'theirs']);
    expect(await found({ status: 'closed' })).toEqual(['nobody']);
    expect(await found({ status: 'waiting-for-learner' })).toEqual(['mine']);
  });

  it('filters by whose it is: mine, nobody’s, or one admin’s', async () => {
    expect(await found({ assigned: 'me' })).toEqual(['mine']);
    expect(await found({ assigned: 'none' })).toEqual(['form', 'nobody']);
    expect(await found({ assigned: 'admin-2' })).toEqual(['theirs']);
  });

  it('filters by kind, and combines filters', async () => {
    expect(await found({ kind: 'contact' })).toEqual(['form']);
    expect(await found({ kind: 'chat', assigned: 'none' })).toEqual(['nobody']);
    expect(await found({})).toEqual(['form', 'mine', 'nobody', 'theirs']);
  });

  it('searches names, emails and messages, with Thai cut into words', async () => {
    expect(await found({ q: 'INVOICE' })).toEqual(['mine']);
    expect(await found({ q: 'รหัสผ่าน' })).toEqual(['theirs']);
    expect(await found({ q: 'ราคาองค์กร ใจดี' })).toEqual(['form']);
    expect(await found({ q: 'nobody@example.com' })).toEqual(['nobody']);
    expect(await found({ q: 'ส่วนลด' })).toEqual([]);
    expect(await found({ q: 'thanks', status: 'open' })).toEqual([]);
  });
});
