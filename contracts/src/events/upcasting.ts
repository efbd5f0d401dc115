/**
 * One change of an event type's shape (ADR 33): it reads the data of version `from` and answers version `from + 1`.
 * Pure: no I/O, no clock, no lookup elsewhere; what the old event does not say, it cannot learn.
 */
export interface Upcaster {
  readonly type: string;
  readonly from: number;
  readonly upcast: (data: unknown) => object;
}

/** An upcaster typed by the shapes it reads and answers. */
export function upcaster<From, To extends object>(type: string, from: number, upcast: (data: From) => To): Upcaster {
  return { type, from, upcast: upcast as (data: unknown) => object };
}

/** Stored data brought to its type's current shape, and that shape's version. */
export interface Upcast {
  data: Record<string, unknown>;
  version: number;
}

/**
 * The versions of every event type and the upcasters between them. A type is at version 1 until its shape first
 * changes; an event records the version it was written in as `metadata.schemaVersion`, absent meaning 1.
 */
export class EventVersions {
  /** Per type, the upcaster from version n at index n - 1. */
  private readonly steps = new Map<string, Upcaster[]>();

  constructor(upcasters: readonly Upcaster[]) {
    for (const step of upcasters) this.steps.set(step.type, [...(this.steps.get(step.type) ?? []), step]);
    for (const [type, steps] of this.steps) {
      steps.sort((a, b) => a.from - b.from);
      steps.forEach((step, index) => {
        if (step.from !== index + 1) throw new Error(`${type}: expected an upcaster from version ${index + 1}, found one from ${step.from}`);
      });
    }
  }

  /** The version events of this type are written in today. */
  current(type: string): number {
    return (this.steps.get(type)?.length ?? 0) + 1;
  }

  /** What a newly appended event's metadata records of its version: nothing while its type is at version 1. */
  stamp(type: string): { schemaVersion?: number } {
    const version = this.current(type);
    return version > 1 ? { schemaVersion: version } : {};
  }

  /** Each versioned type and its current version. */
  versioned(): [type: string, version: number][] {
    return [...this.steps.keys()].map((type) => [type, this.current(type)]);
  }

  /**
   * The data in its type's current shape, through every upcaster from `version` on; null when it is in that shape
   * already, or in a version newer than this code knows (a process older than the one that wrote it: read as it is).
   */
  upcast(type: string, data: object, version = 1): Upcast | null {
    const steps = this.steps.get(type);
    if (!steps || version > steps.length) return null;
    const current = steps.slice(Math.max(1, version) - 1).reduce<object>((shape, step) => step.upcast(shape), data);
    return { data: current as Record<string, unknown>, version: steps.length + 1 };
  }
}
