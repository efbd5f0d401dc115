/** Dependency rules of design.md section 2 and style.md habit 7; `npm run lint` fails on any breach. */
const WORKSPACES = ['contracts', 'platform', 'projections', 'backend', 'learner-app', 'admin-app'];

const noReachingInto = WORKSPACES.map((ws) => ({
  name: `no-internals-of-${ws}`,
  comment: `Other workspaces use ${ws} through its package exports only, never its source files.`,
  severity: 'error',
  from: { path: `^(?!${ws}/)` },
  to: { path: `^${ws}/src/` },
}));

module.exports = {
  forbidden: [
    ...noReachingInto,
    {
      name: 'contracts-depend-on-nothing',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(platform|projections|backend|learner-app|admin-app)/' },
    },
    {
      name: 'platform-depends-on-contracts-only',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(projections|backend|learner-app|admin-app)/' },
    },
    {
      name: 'projections-do-not-know-the-backend-or-apps',
      severity: 'error',
      from: { path: '^projections/' },
      to: { path: '^(backend|learner-app|admin-app)/' },
    },
    {
      name: 'apps-depend-on-contracts-only',
      severity: 'error',
      from: { path: '^(learner-app|admin-app)/' },
      to: { path: '^(platform|projections|backend)/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^(learner-app|admin-app)/' },
      to: { path: '^(learner-app|admin-app)/', pathNot: '^$1/' },
    },
    {
      name: 'no-imports-between-capabilities',
      comment: 'Backend capability folders talk through events and contracts, never through each other.',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/' },
      to: { path: '^backend/src/[^/]+/', pathNot: ['^backend/src/$1/', '^backend/src/kernel/'] },
    },
    {
      name: 'kernel-knows-no-capability',
      severity: 'error',
      from: { path: '^backend/src/kernel/' },
      to: { path: '^backend/src/(?!kernel/)[^/]+/' },
    },
    {
      name: 'controllers-dispatch-through-the-command-bus',
      comment: 'ADR 32: a controller sends a command on the CommandBus; the command handler calls the executor.',
      severity: 'error',
      from: { path: '^backend/src/.+\\.controller\\.ts$' },
      to: { path: '^backend/src/kernel/commands/command-executor\\.ts$' },
    },
    {
      name: 'learner-features-do-not-import-each-other',
      comment: 'Bulletproof-react: a feature never reaches into another; the app composes them.',
      severity: 'error',
      from: { path: '^learner-app/src/features/([^/]+)/' },
      to: { path: '^learner-app/src/features/', pathNot: '^learner-app/src/features/$1/' },
    },
    {
      name: 'learner-shared-code-knows-no-feature-or-route',
      comment: 'Imports run one way: shared (components, lib, stores, i18n) -> features -> app; within shared, i18n <- stores <- lib.',
      severity: 'error',
      from: { path: '^learner-app/src/(components|lib|stores|i18n)/' },
      to: { path: '^learner-app/src/(features|app)/' },
    },
    {
      name: 'benchmarks-use-package-exports',
      comment: 'Benchmarks and scripts reach the workspaces through their package exports (`@khru/backend/harness`), never by path.',
      severity: 'error',
      from: { path: '^(bench|scripts)/' },
      // The packages' exported entry files are the only dist files they may reach.
      to: { path: '^(contracts|platform|projections|backend|learner-app|admin-app)/(?!dist/(index|main|harness|requests/index|testing/index)\\.(js|d\\.ts)$)' },
    },
    {
      name: 'admin-shared-knows-no-slice',
      comment: 'The admin app in layers: shared folders (auth, data provider base, fields, i18n, layout, testing, theme) never import a slice.',
      severity: 'error',
      from: { path: '^admin-app/src/(auth|dataProvider|fields|i18n|layout|testing|theme)/' },
      to: { path: '^admin-app/src/', pathNot: '^admin-app/src/(auth|dataProvider|fields|i18n|layout|testing|theme)/' },
    },
    {
      name: 'admin-only-the-root-composes',
      comment: 'Only the files at the root of admin-app/src (app, its data provider and messages) put the slices together.',
      severity: 'error',
      from: { path: '^admin-app/src/[^/]+/' },
      to: { path: '^admin-app/src/[^/]+$' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    // Built files are leaves: what they import is their sources' business, already cruised.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
