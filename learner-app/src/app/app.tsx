import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { Header } from '../components/header';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { applyStoredLocaleAfterStart } from '../stores/locale-store';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

function DefaultLayout() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

export const routes = [
  {
    element: <DefaultLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function App() {
  useEffect(() => applyStoredLocaleAfterStart(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
