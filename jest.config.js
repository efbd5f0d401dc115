// One jest run over every Node workspace, so CI reads a single summary.
import { availableParallelism } from 'node:os';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

// `npm run test:unit` runs before any build: the workspaces' packages are read from their sources, not their dist.
const fromSource = process.env.KHRU_TEST_TIER === 'unit';
const sources = {
  '^@khru/contracts$': '<rootDir>/../contracts/src/index.ts',
  '^@khru/contracts/requests$': '<rootDir>/../contracts/src/requests/index.ts',
  '^@khru/contracts/event-versions$': '<rootDir>/../contracts/src/events/event-versions.ts',
  '^@khru/platform$': '<rootDir>/../platform/src/index.ts',
  '^@khru/platform/testing$': '<rootDir>/../platform/src/testing/index.ts',
  '^@khru/projections$': '<rootDir>/../projections/src/index.ts',
};

const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { ...(fromSource ? sources : {}), '^(\\.{1,2}/.*)\\.js$': '$1' },
  ...extra,
});

export default {
  projects: [
    ...['contracts', 'platform', 'projections'].map((name) => project(name)),
    // The API and browser suites share one scratch folder per run (backend/test/support/seeded-data-template.ts).
    project('backend', {
      globalSetup: '<rootDir>/test/support/test-run.global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/test-run.global-teardown.mjs',
    }),
  ],
  // Also every hook's: a suite's first app of a kind seeds its template first (backend/test/support/seeded-data-template.ts),
  // and on a busy two-core machine a start can take a minute.
  testTimeout: 180_000,
  // Jest's default on two cores is one worker, but the API and browser suites spend much of their time waiting
  // (on Chromium, the PostgreSQL server, video playback): two workers keep both cores busy.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker keeps every module each suite imported (ESM modules are never unloaded) and grew past 5 GB, slowing every
  // later suite and once running out of memory: one that has grown past this after a suite is started afresh.
  workerIdleMemoryLimit: '2GB',
};
