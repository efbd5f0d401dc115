import { useTranslation } from 'react-i18next';

/** A policy or company page: a title, an optional intro, and titled sections, all from `<page>.*` texts. */
export function StaticPage({ page, sections, children }: { page: string; sections: readonly string[]; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="content static-page">
      <h1>{t(`${page}.title`)}</h1>
      <p className="static-intro">{t(`${page}.intro`)}</p>
      {sections.map((section) => (
        <section key={section}>
          <h2>{t(`${page}.${section}.title`)}</h2>
          <p>{t(`${page}.${section}.body`)}</p>
        </section>
      ))}
      {children}
    </main>
  );
}
