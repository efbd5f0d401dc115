import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { startSession } from '../lib/start-session';
import { applyStoredLocaleAfterStart } from '../stores/locale-store';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { UnauthLayout } from './layouts/unauth-layout';
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
    return { element: <Guarded access={access}><Component /></Guarded> };
  },
});

const guarded = (access: RouteAccess, element: React.ReactNode) => <Guarded access={access}>{element}</Guarded>;

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorRoute />,
    // Shown while a lazily loaded route's code arrives on the very first page load.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      {
        element: <DefaultLayout />,
        errorElement: <ErrorRoute />,
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '/profile', ...lazyRoute({ login: true }, () => import('./routes/profile').then((m) => m.ProfileRoute)) },
          { path: '/my-public-profile/:id', ...lazyRoute({}, () => import('./routes/my-public-profile').then((m) => m.MyPublicProfileRoute)) },
          { path: '/category', ...lazyRoute({}, () => import('./routes/category').then((m) => m.CategoryRoute)) },
          { path: '/job-titles', ...lazyRoute({}, () => import('./routes/job-titles').then((m) => m.JobTitlesRoute)) },
          { path: '/courses-overview/:id', ...lazyRoute({}, () => import('./routes/courses-overview').then((m) => m.CoursesOverviewRoute)) },
          { path: '/shopping-cart', ...lazyRoute({}, () => import('./routes/shopping-cart').then((m) => m.ShoppingCartRoute)) },
          { path: '/check-out/result', ...lazyRoute({ login: true }, () => import('./routes/check-out-result').then((m) => m.CheckOutResultRoute)) },
          { path: '/courses-learning/:id', ...lazyRoute({ login: true }, () => import('./routes/courses-learning').then((m) => m.CoursesLearningRoute)) },
          { path: '/membership', ...lazyRoute({ login: true }, () => import('./routes/membership').then((m) => m.MembershipRoute)) },
          { path: '/bundle-overview/:id', ...lazyRoute({}, () => import('./routes/bundle-overview').then((m) => m.BundleOverviewRoute)) },
          { path: '/search', ...lazyRoute({}, () => import('./routes/search').then((m) => m.SearchRoute)) },
          { path: '/find-courses/categories', ...lazyRoute({}, () => import('./routes/find-courses/categories').then((m) => m.FindCategoriesRoute)) },
          { path: '/find-courses/subcategories', ...lazyRoute({}, () => import('./routes/find-courses/subcategories').then((m) => m.FindSubcategoriesRoute)) },
          { path: '/find-courses/courses-result', ...lazyRoute({}, () => import('./routes/find-courses/courses-result').then((m) => m.FindCoursesResultRoute)) },
          { path: '/instructor', ...lazyRoute({}, () => import('./routes/instructors').then((m) => m.InstructorsRoute)) },
          { path: '/instructor/:id', ...lazyRoute({}, () => import('./routes/instructor').then((m) => m.InstructorRoute)) },
          { path: '/about-us', ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.AboutUsRoute)) },
          { path: '/contact-us', ...lazyRoute({}, () => import('./routes/contact-us').then((m) => m.ContactUsRoute)) },
          { path: '/privacy-policy', ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.PrivacyPolicyRoute)) },
          { path: '/terms-of-use', ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.TermsOfUseRoute)) },
          { path: '/refund-policy', ...lazyRoute({}, () => import('./routes/static-pages').then((m) => m.RefundPolicyRoute)) },
        ],
      },
      {
        path: '/auth',
        element: <UnauthLayout />,
        errorElement: <ErrorRoute />,
        children: [
          { path: 'login', element: guarded({ loggedOut: true }, <LoginRoute />) },
          { path: 'register', element: guarded({ loggedOut: true }, <RegisterRoute />) },
          { path: 'reset-password', element: guarded({ loggedOut: true }, <ResetPasswordRoute />) },
        ],
      },
      { element: <BlankLayout />, children: [{ path: '*', element: <NotFoundRoute /> }] },
    ],
  },
];

const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => {
  if (!router.state.location.pathname.startsWith('/auth/')) void router.navigate('/auth/login');
});

export function App() {
  useEffect(() => applyStoredLocaleAfterStart(), []);
  useEffect(() => {
    void startSession();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster position="top-center" richColors closeButton />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
