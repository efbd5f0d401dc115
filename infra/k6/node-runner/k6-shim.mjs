// The `k6` module for the Node runner: check, group, sleep and fail with k6's semantics (all synchronous).
import { enterGroup, leaveGroup, recordCheck } from './recorder.mjs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Every named condition is recorded; the result says whether all of them held. A throwing condition aborts the iteration, as in k6. */
export function check(value, conditions) {
  let all = true;
  for (const [name, condition] of Object.entries(conditions)) {
    const passed = Boolean(typeof condition === 'function' ? condition(value) : condition);
    recordCheck(name, passed);
    all &&= passed;
  }
  return all;
}

export function group(name, body) {
  if (!name || name.includes('::')) throw new Error(`group name must be non-empty and must not contain "::" (got "${name}")`);
  if (body.constructor?.name === 'AsyncFunction') throw new Error('group() does not support async functions');
  enterGroup(name);
  try {
    return body();
  } finally {
    leaveGroup();
  }
}

/** Blocks the virtual user, as k6's sleep does. */
export function sleep(seconds) {
  const ms = Number(seconds) * 1000;
  if (ms > 0) Atomics.wait(pause, 0, 0, ms);
}

export function fail(message = '') {
  throw new Error(message);
}

export default { check, group, sleep, fail };
