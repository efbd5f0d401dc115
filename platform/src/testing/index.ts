// Helpers other workspaces' tests and benchmarks use; the contract suites stay inside platform's specs.
export * from './events.js';
export * from './postgres-test-database.js';
