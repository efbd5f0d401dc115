import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type DocumentCollection, type DocumentStore } from '../document-store/document-store.port.js';

interface Course {
  _id: string;
  title: string;
  price: number;
  tags?: string[];
  stats?: { views: number };
  createdAt?: string;
}

/** The behaviour every document-store adapter must show: the subset of MongoDB's Collection we use. */
export function describeDocumentStoreContract(name: string, open: () => Promise<DocumentStore>): void {
  describe(`document store contract: ${name}`, () => {
    let store: DocumentStore;
    let courses: DocumentCollection<Course>;
    let run = 0;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.dropAll();
      await store?.close();
    });
    beforeEach(async () => {
      run += 1;
      courses = store.collection<Course>(`courses_${run}`);
      for (const [i, title] of ['Thai for beginners', 'Excel basics', 'Leadership', 'Python'].entries()) {
        await courses.insertOne({ _id: `c${i}`, title, price: (i + 1) * 100, tags: ['a'], createdAt: `2026-01-0${i + 1}` });
      }
    });

    it('finds with filter, sort, skip, limit and projection', async () => {
      const page = await courses.find({ price: { $gte: 200 } }, { sort: { createdAt: -1 }, skip: 1, limit: 2, projection: { title: 1 } }).toArray();
      expect(page).toEqual([
        { _id: 'c2', title: 'Leadership' },
        { _id: 'c1', title: 'Excel basics' },
      ]);
      expect(await courses.countDocuments({ price: { $lt: 300 } })).toBe(2);
      expect(await courses.countDocuments()).toBe(4);
      expect((await courses.findOne({ _id: 'c3' }))?.title).toBe('Python');
      expect(await courses.findOne({ _id: 'missing' })).toBeNull();
    });

    it('refuses a second document with the same _id', async () => {
      await expect(courses.insertOne({ _id: 'c0', title: 'dup', price: 1 })).rejects.toMatchObject({ code: 11000 });
    });

    it('updates with $set, $inc, $push, $pull and $addToSet', async () => {
      const result = await courses.updateOne({ _id: 'c0' }, { $set: { title: 'Thai 1' }, $inc: { price: 5, 'stats.views': 2 }, $push: { tags: 'b' } });
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      await courses.updateOne({ _id: 'c0' }, { $addToSet: { tags: 'b' } });
      await courses.updateOne({ _id: 'c0' }, { $pull: { tags: 'a' } });
      expect(await courses.findOne({ _id: 'c0' })).toMatchObject({ title: 'Thai 1', price: 105, stats: { views: 2 }, tags: ['b'] });
      const many = await courses.updateMany({ price: { $gte: 300 } }, { $set: { title: 'x' } });
      expect(many.matchedCount).toBe(2);
      expect(await courses.countDocuments({ title: 'x' })).toBe(2);
    });

    it('upserts from the filter equality, with $setOnInsert applied only on insert', async () => {
      const inserted = await courses.updateOne(
        { _id: 'new', price: 50 },
        { $setOnInsert: { createdAt: 'first' }, $inc: { 'stats.views': 1 } },
        { upsert: true },
      );
      expect(inserted).toMatchObject({ upsertedCount: 1, upsertedId: 'new' });
      await courses.updateOne({ _id: 'new' }, { $setOnInsert: { createdAt: 'second' }, $inc: { 'stats.views': 1 } }, { upsert: true });
      expect(await courses.findOne({ _id: 'new' })).toEqual({ _id: 'new', price: 50, createdAt: 'first', stats: { views: 2 } });
      const none = await courses.updateOne({ _id: 'nope' }, { $set: { title: 't' } });
      expect(none.matchedCount).toBe(0);
      expect(await courses.findOne({ _id: 'nope' })).toBeNull();
    });

    it('replaces a document, upserting when asked', async () => {
      await courses.replaceOne({ _id: 'c1' }, { _id: 'c1', title: 'Excel 2', price: 1 });
      expect(await courses.findOne({ _id: 'c1' })).toEqual({ _id: 'c1', title: 'Excel 2', price: 1 });
      await courses.replaceOne({ _id: 'c9' }, { _id: 'c9', title: 'New', price: 9 }, { upsert: true });
      expect(await courses.countDocuments()).toBe(5);
    });

    it('deletes one or many', async () => {
      expect(await courses.deleteOne({ price: { $gte: 100 } })).toEqual({ deletedCount: 1 });
      expect(await courses.deleteMany({ price: { $gte: 300 } })).toEqual({ deletedCount: 2 });
      expect(await courses.countDocuments()).toBe(1);
    });

    it('aggregates with group and sort', async () => {
      await courses.updateMany({ price: { $gte: 300 } }, { $set: { tags: ['pro'] } });
      const rows = await courses
        .aggregate<{ _id: string; total: number }>([{ $unwind: '$tags' }, { $group: { _id: '$tags', total: { $sum: '$price' } } }, { $sort: { _id: 1 } }])
        .toArray();
      expect(rows).toEqual([
        { _id: 'a', total: 300 },
        { _id: 'pro', total: 700 },
      ]);
    });

    it('runs a bulk write of mixed operations', async () => {
      const result = await courses.bulkWrite([
        { insertOne: { document: { _id: 'b1', title: 'Bulk', price: 1 } } },
        { updateOne: { filter: { _id: 'b2' }, update: { $set: { title: 'Up', price: 2 } }, upsert: true } },
        { updateMany: { filter: { price: { $gte: 300 } }, update: { $inc: { price: 1 } } } },
        { deleteOne: { filter: { _id: 'c0' } } },
      ]);
      expect(result).toMatchObject({ insertedCount: 1, upsertedCount: 1, matchedCount: 2, deletedCount: 1 });
      expect(await courses.countDocuments()).toBe(5);
    });

    it('enforces a unique index', async () => {
      await courses.createIndex({ title: 1 }, { unique: true });
      await expect(courses.insertOne({ _id: 'u', title: 'Python', price: 1 })).rejects.toMatchObject({ code: 11000 });
      await expect(courses.updateOne({ _id: 'c0' }, { $set: { title: 'Python' } })).rejects.toMatchObject({ code: 11000 });
      expect((await courses.findOne({ _id: 'c0' }))?.title).toBe('Thai for beginners');
    });
  });
}
