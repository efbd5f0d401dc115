import { REPORT_NAMES } from '@khru/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { SupportSession } from '../features/support/components/support-session';
import { setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { startSession } from '../lib/start-session';
import { BlankLayout } from './layouts/blank-layout';
import { BundleTitle, CategoryTitle, CourseTitle, InstructorTitle, LearningTitle, PublicProfileTitle, TestTitle } from './page-titles/data-titles';
import { TitledOutlet } from './page-titles/route-title';
import { DefaultLayout } from './layouts/default-layout';
import { UnauthLayout } from './layouts/unauth-layout';
import { REPORT_PERMISSIONS } from './report-access';
import { Guarded, type RouteAccess } from './route-access';
import { LoginRoute } from './routes/auth/login';
import { RegisterRoute } from './routes/auth/register';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { ErrorRoute } from './routes/error';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/** A route module loaded on first visit, behind its access metadata. */
const lazyRoute = (access: RouteAccess, load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Component = await load();
    return {
      element: (
        <Guarded access={access}>
          <Component />
        </Guarded>
      ),
    };
  },
});

const guarded = (access: RouteAccess, element: React.ReactNode) => <Guarded access={access}>{element}</Guarded>;

export const routes: RouteObject[] = [
  {
    // Every page's tab title in its language (handle.title of the deepest route that has one).
    element: <TitledOutlet />,
    errorElement: <ErrorRoute />,
    // Shown while a lazily loaded route's code arrives on the very first page load.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      {
        element: <DefaultLayout />,
        errorElement: <ErrorRoute />,
        children: [
          { path: '/', handle: { title: 'pageTitle.home' }, element: <HomeRoute /> },
          {
            path: '/profile',
            handle: { title: 'pageTitle.profile' },
            ...lazyRoute({ login: true }, () => import('./routes/profile').then((m) => m.ProfileRoute)),
          },
          {
            path: '/my-public-profile/:id',
            handle: { title: PublicProfileTitle },
            ...lazyRoute({}, () => import('./routes/my-public-profile').then((m) => m.MyPublicProfileRoute)),
          },
          { path: '/category', handle: { title: CategoryTitle }, ...lazyRoute({}, () => import('./routes/category').then((m) => m.CategoryRoute)) },
          {
            path: '/job-titles',
            handle: { title: 'pageTitle.jobTitles' },
            ...lazyRoute({}, () => import('./routes/job-titles').then((m) => m.JobTitlesRoute)),
          },
          {
            path: '/courses-overview/:id',
            handle: { title: CourseTitle },
            ...lazyRoute({}, () => import('./routes/courses-overview').then((m) => m.CoursesOverviewRoute)),
          },
          {
            path: '/shopping-cart',
            handle: { title: 'pageTitle.cart' },
            ...lazyRoute({}, () => import('./routes/shopping-cart').then((m) => m.ShoppingCartRoute)),
          },
          {
            path: '/check-out/result',
            handle: { title: 'pageTitle.checkout' },
            ...lazyRoute({ login: true }, () => import('./routes/check-out-result').then((m) => m.CheckOutResultRoute)),
          },
          {
            path: '/tax-invoice/:orderId',
            handle: { title: 'pageTitle.taxInvoice' },
            ...lazyRoute({ login: true }, () => import('./routes/tax-invoice').then((m) => m.TaxInvoiceRoute)),
          },
          {
            path: '/courses-learning/:id',
            handle: { title: LearningTitle },
            ...lazyRoute({ login: true }, () => import('./routes/courses-learning').then((m) => m.CoursesLearningRoute)),
          },
          {
            path: '/test',
            handle: { title: 'pageTitle.tests' },
            ...lazyRoute({ login: true }, () => import('./routes/test-list').then((m) => m.TestListRoute)),
          },
          {
            path: '/test/:id',
            handle: { title: TestTitle },
            ...lazyRoute({ login: true }, () => import('./routes/test-page').then((m) => m.TestPageRoute)),
          },
          { path: '/verify/:id', handle: { title: 'pageTitle.verify' }, ...lazyRoute({}, () => import('./routes/verify').then((m) => m.VerifyRoute)) },
          ...REPORT_NAMES.map((report) => ({
            path: `/reports/${report}`,
            handle: { title: 'pageTitle.reports' },
            ...lazyRoute({ login: true, permissions: REPORT_PERMISSIONS }, () => import('./routes/reports').then((m) => m.ReportsRoute)),
          })),
          {
            path: '/membership',
            handle: { title: 'pageTitle.membership' },
            ...lazyRoute({ login: true }, () => import('./routes/membership').then((m) => m.MembershipRoute)),
          },
          {
            path: '/bundle-overview/:id',
            handle: { title: BundleTitle },
            ...lazyRoute({}, () => import('./routes/bundle-overview').then((m) => m.BundleOverviewRoute)),
          },
          { path: '/search', handle: { title: 'pageTitle.search' }, ...lazyRoute({}, () => import('./routes/search').then((m) => m.SearchRoute)) },
          {
            path: '/find-courses/categories',
            handle: { title: 'pageTitle.findCourses' },
            ...lazyRoute({}, () => import('./routes/find-courses/categories').then((m) => m.FindCategoriesRoute)),
          },
          {
            path: '/find-courses/subcategories',
            handle: { title: 'pageTitle.findCourses' },
            ...lazyRoute({}, () => import('./routes/find-courses/subcategories').then((m) => m.FindSubcategoriesRoute)),
          },
          {
            path: '/find-courses/courses-result',
            handle: { title: 'pageTitle.findCourses' },
            ...lazyRoute({}, () => import('./routes/find-courses/courses-result').then((m) => m.FindCoursesResultRoute)),
          },
          {
            path: '/instructor',
            handle: { title: 'pageTitle.instructors' },
            ...lazyRoute({}, () => import('./routes/instructors').then((m) => m.InstructorsRoute)),
          },
          { path: '/instructor/:id', handle: { title: InstructorTitle }, ...lazyRoute({}, () => import('./routes/instructor').then((m) => m.InstructorRoute)) },
          { path: '/about-us', handle: { title: 'pageTitle.about' }, ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.AboutUsRoute)) },
          { path: '/contact-us', handle: { title: 'pageTitle.contact' }, ...lazyRoute({}, () => import('./routes/contact-us').then((m) => m.ContactUsRoute)) },
          { path: '/faq', handle: { title: 'pageTitle.faq' }, ...lazyRoute({}, () => import('./routes/faq').then((m) => m.FaqRoute)) },
          {
            path: '/privacy-policy',
            handle: { title: 'pageTitle.privacy' },
            ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.PrivacyPolicyRoute)),
          },
          {
            path: '/terms-of-use',
            handle: { title: 'pageTitle.terms' },
            ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.TermsOfUseRoute)),
          },
          {
            path: '/refund-policy',
            handle: { title: 'pageTitle.refund' },
            ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.RefundPolicyRoute)),
          },
        ],
      },
      {
        path: '/auth',
        element: <UnauthLayout />,
        errorElement: <ErrorRoute />,
        children: [
          { path: 'login', handle: { title: 'pageTitle.login' }, element: guarded({ loggedOut: true }, <LoginRoute />) },
          { path: 'register', handle: { title: 'pageTitle.register' }, element: guarded({ loggedOut: true }, <RegisterRoute />) },
          { path: 'reset-password', handle: { title: 'pageTitle.resetPassword' }, element: guarded({ loggedOut: true }, <ResetPasswordRoute />) },
        ],
      },
      {
        element: <BlankLayout />,
        children: [
          // The standalone player (spec section 2, Player): the video on its own, full window.
          {
            path: '/poc-player/:id',
            handle: { title: LearningTitle },
            ...lazyRoute({ login: true }, () => import('./routes/poc-player').then((m) => m.PocPlayerRoute)),
          },
          { path: '*', handle: { title: 'pageTitle.notFound' }, element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => {
  if (!router.state.location.pathname.startsWith('/auth/')) void router.navigate('/auth/login');
});

export function App() {
  useEffect(() => {
    void startSession();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SupportSession />
        <Toaster position="top-center" richColors closeButton />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
