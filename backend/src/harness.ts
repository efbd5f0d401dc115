// What benchmarks and tools outside the backend may use of it (package export `@khru/backend/harness`):
// they start the real app in process and reach its services through these names, never through dist paths.
export { bootstrap } from './bootstrap.js';
export { signAccessToken } from './kernel/auth/access-token.js';
export { travel } from './kernel/clock/clock.js';
export { EVENT_STORE, JWT_SECRET, PROJECTION_RUNNER } from './kernel/infrastructure/tokens.js';
export { demoCurriculum } from './catalogue/courses/demo-curriculum.js';
export { ReportQueries } from './reports/queries/report-queries.service.js';
