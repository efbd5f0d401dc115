/**
 * A document store over `store` that counts the documents its reads answer (`find`, `findOne`), so the
 * benchmark can say how much each report reads; `read()` answers the count since the last `reset()`.
 */
export function countingStore(store) {
  let read = 0;
  const reads = {
    find: (collection) => (filter, options) => ({
      toArray: async () => {
        const found = await collection.find(filter, options).toArray();
        read += found.length;
        return found;
      },
    }),
    findOne: (collection) => async (filter, options) => {
      const found = await collection.findOne(filter, options);
      if (found) read += 1;
      return found;
    },
  };
  const counted = (collection) => new Proxy(collection, { get: (target, key) => (reads[key] ? reads[key](target) : target[key]) });
  return {
    collection: (name) => counted(store.collection(name)),
    read: () => read,
    reset: () => (read = 0),
  };
}
