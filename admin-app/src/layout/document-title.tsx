import { useEffect } from 'react';
import { useGetResourceLabel, useLocaleState, useLocation, useResourceDefinitions, useTranslate } from 'react-admin';

/** Names the browser tab after the page, in the admin's language ("Users · Khru Admin"), and marks the page's language. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  const segment = pathname.split('/')[1] ?? '';
  const page =
    segment === ''
      ? translate('ra.page.dashboard')
      : segment === 'login'
        ? translate('ra.auth.sign_in')
        : segment in resources
          ? resourceLabel(segment, 2)
          : segment === 'audit'
            ? translate('khru.audit.title')
            : segment === 'reports'
              ? translate('khru.reports.title')
              : null;
  const title = [page, translate('khru.title')].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = locale;
  }, [title, locale]);
  return null;
}
