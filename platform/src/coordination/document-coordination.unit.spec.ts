import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '../document-store/memory/memory-document-store.js';
import { DocumentCoordination } from './document-coordination.js';

describe('the workflows lease in the read store (KurrentDB profile)', () => {
  it('is held by one process at a time and passes on once released', async () => {
    const store = new MemoryDocumentStore();
    const first = new DocumentCoordination(store);
    const second = new DocumentCoordination(store);
    const held = await first.tryAcquire('workflows-and-deadlines');
    expect(held).not.toBeNull();
    expect(await second.tryAcquire('workflows-and-deadlines')).toBeNull();
    await held!.release();
    expect(await second.tryAcquire('workflows-and-deadlines')).not.toBeNull();
    await first.close();
    await second.close();
  });
});
