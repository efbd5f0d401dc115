/**
 * The learner app's pages (its router's paths; `:name` is one path segment). The server answers any other path
 * with the app's 404 page and a 404 status; a test in the learner app holds its router to this list.
 */
export const LEARNER_PAGES = [
  '/',
  '/profile',
  '/my-public-profile/:id',
  '/category',
  '/job-titles',
  '/courses-overview/:id',
  '/shopping-cart',
  '/check-out/result',
  '/courses-learning/:id',
  '/poc-player/:id',
  '/membership',
  '/bundle-overview/:id',
  '/search',
  '/find-courses/categories',
  '/find-courses/subcategories',
  '/find-courses/courses-result',
  '/instructor',
  '/instructor/:id',
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-of-use',
  '/refund-policy',
  '/tax-invoice/:orderId',
  '/test',
  '/test/:id',
  '/verify/:id',
  // Each opens the same report in the admin app (REPORT_NAMES).
  '/reports/user-activation',
  '/reports/learning-dashboard',
  '/reports/learner-activity',
  '/reports/learning-summary',
  '/reports/learning-summary-drill-down',
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
] as const;

const patterns = LEARNER_PAGES.map((page) => page.split('/').slice(1));

/** Whether a URL path (decoded, without the query) is one of the learner app's pages; a trailing slash is ignored. */
export function isLearnerPage(path: string): boolean {
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/').slice(1);
  return patterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
