/**
 * Folder cycles (`npm run lint`): in the backend and both apps, no folder depends on another that depends back on it,
 * however far round. Folders are read from the product code only: a test kit may import what it tests.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'A folder that needs another which needs it back is one folder in two places: merge them, or move what both need below both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(backend|learner-app|admin-app)/src/' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: ['\\.(spec|test)\\.tsx?$', '(^|/)testing/', '(^|/)test-support/'] } },
};
