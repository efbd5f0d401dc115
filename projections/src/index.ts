export * from './projection.js';
export * from './runner/projection-runner.js';
export * from './runner/apply-projection.js';
export * from './runner/checkpoint-store.js';
export * from './runner/position-waiter.js';
export * from './all-projections.js';
