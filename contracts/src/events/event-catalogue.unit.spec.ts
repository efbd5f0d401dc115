import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const eventsFolder = new URL('.', import.meta.url).pathname;
/** The first cell of every table row: where the catalogue names an event (`A` or `A` / `B`). */
const catalogued = readFileSync(new URL('../../../docs/event-catalogue.md', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|')[1]!);

/** Every event type declared in contracts (`DomainEvent<'Name', …>`), read from the sources so none can be left out. */
function declaredEventTypes(): string[] {
  const files = readdirSync(eventsFolder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.events.ts'));
  const types = files.flatMap((file) => [...readFileSync(join(eventsFolder, file), 'utf8').matchAll(/DomainEvent<\s*'([A-Za-z]+)'/g)].map((m) => m[1]!));
  return [...new Set(types)].sort();
}

describe('the event catalogue (docs/event-catalogue.md)', () => {
  it('reads the declared event types', () => {
    expect(declaredEventTypes().length).toBeGreaterThan(90);
  });

  it('has an entry for every event type', () => {
    const missing = declaredEventTypes().filter((type) => !catalogued.some((cell) => cell.includes(`\`${type}\``)));
    expect(missing).toEqual([]);
  });
});
