import { describe, expect, it } from '@jest/globals';
import { CONTACT_MESSAGES_COLLECTION, type ContactMessageDocument } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { contactMessageSearch } from './contact-message-search.js';

const message = (id: string, fields: Partial<ContactMessageDocument>): ContactMessageDocument => ({
  _id: id,
  userId: null,
  name: 'Ann Lee',
  email: `${id}@example.com`,
  phoneNumber: '0812345678',
  companyName: null,
  topic: 'general',
  message: 'Hello',
  locale: 'en',
  submittedAt: '2026-11-22T10:00:00.000Z',
  ...fields,
});

const INBOX = [
  message('ann', { message: 'Do you invoice companies?', companyName: 'Andaman Foods' }),
  message('somchai', { name: 'สมชาย ใจดี', message: 'อยากทราบราคาแพ็กเกจองค์กร', locale: 'th' }),
  message('mixed', { name: 'Nok', message: 'สนใจคอร์ส React สำหรับทีม', companyName: 'บางกอกมูฟเวอร์ส', locale: 'th' }),
];

/** The ids of the messages the search finds, as the document store answers the filter. */
async function found(query: string): Promise<string[]> {
  const documents = new MemoryDocumentStore();
  const messages = documents.collection<ContactMessageDocument>(CONTACT_MESSAGES_COLLECTION);
  for (const m of INBOX) await messages.insertOne(m);
  return (await messages.find(contactMessageSearch(query), { sort: { _id: 1 } }).toArray()).map((m) => m._id);
}

describe('contact message search', () => {
  it('finds English words in any field, ignoring case, only where every word is', async () => {
    expect(await found('INVOICE andaman')).toEqual(['ann']);
    expect(await found('ann@EXAMPLE.com')).toEqual(['ann']);
    expect(await found('invoice somchai')).toEqual([]);
  });

  it('finds Thai words inside unspaced Thai text', async () => {
    expect(await found('ราคาองค์กร')).toEqual(['somchai']);
    expect(await found('ใจดี')).toEqual(['somchai']);
    expect(await found('มูฟเวอร์ส')).toEqual(['mixed']);
  });

  it('finds mixed Thai and English across fields', async () => {
    expect(await found('react สำหรับทีม บางกอก')).toEqual(['mixed']);
    expect(await found('คอร์ส Nok')).toEqual(['mixed']);
  });

  it('finds nothing for words no message holds, and reads symbols as plain text', async () => {
    expect(await found('ส่วนลด')).toEqual([]);
    expect(await found('refund')).toEqual([]);
    expect(await found('in.oice')).toEqual([]);
  });

  it('leaves a blank search unfiltered', async () => {
    expect(contactMessageSearch('   ')).toEqual({});
    expect(contactMessageSearch(null)).toEqual({});
    expect(await found('')).toEqual(['ann', 'mixed', 'somchai']);
  });
});
