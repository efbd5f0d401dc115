/** Reads until `done` holds (what workflows do follows a moment after the answer), failing with the last value read. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never reached: ${JSON.stringify(await read())}`);
}
