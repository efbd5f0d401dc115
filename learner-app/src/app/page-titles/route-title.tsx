import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** A route's `handle.title`: an i18n key, or a component that renders a title read from data. */
export interface TitleHandle {
  title: string | ComponentType;
}

const titleOf = (handle: unknown): TitleHandle['title'] | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle ? (handle as TitleHandle).title : undefined;

/** Renders the deepest matched route's title (one <title> at a time), then the routes themselves. */
export function TitledOutlet() {
  const { t } = useTranslation();
  const match = useMatches().findLast((m) => titleOf(m.handle) !== undefined);
  const Title = titleOf(match?.handle);
  return (
    <>
      {/* Keyed by route, so a data title's queries start afresh when another data route matches. */}
      {typeof Title === 'string' ? <PageTitle text={t(Title)} /> : Title ? <Title key={match?.id} /> : <PageTitle />}
      <Outlet />
    </>
  );
}
