import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '../document-store/memory/memory-document-store.js';
import { ReadSet, trackReads } from './read-set.js';

describe('read sets over the in-memory read models', () => {
  it('record the collections a piece of work read, and stop being current when one of them changes', async () => {
    const store = new MemoryDocumentStore();
    const courses = store.collection<{ _id: string; title: string }>('courses');
    const categories = store.collection<{ _id: string }>('categories');
    await courses.insertOne({ _id: 'excel', title: 'Excel' });
    const reads = new ReadSet();
    await trackReads(reads, async () => {
      await courses.find({}).toArray();
      await courses.countDocuments({});
    });
    expect(reads.reads.size).toBe(1);
    await categories.insertOne({ _id: 'office' });
    expect(reads.isCurrent()).toBe(true);
    await courses.updateOne({ _id: 'excel' }, { $set: { title: 'Excel essentials' } });
    expect(reads.isCurrent()).toBe(false);
  });

  it('notice a collection dropped for a rebuild', async () => {
    const store = new MemoryDocumentStore();
    const courses = store.collection<{ _id: string }>('courses');
    await courses.insertOne({ _id: 'excel' });
    const reads = new ReadSet();
    await trackReads(reads, () => courses.findOne({ _id: 'excel' }));
    await store.dropAll();
    expect(reads.isCurrent()).toBe(false);
  });

  it('record nothing for reads made outside any tracked work', async () => {
    const store = new MemoryDocumentStore();
    const reads = new ReadSet();
    await store.collection('courses').find({}).toArray();
    expect(reads.reads.size).toBe(0);
  });
});
