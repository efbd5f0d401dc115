import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useEmployeeProfile } from '../api/get-employee-profile';
import '../corporate.css';

/**
 * The profile banner's figures for a corporate account (spec section 2): learning hours (the time
 * actually studied, ADR 20, with one decimal), assigned and company courses, the cost centre's remaining
 * balance ("none" when it is unlimited) and the credits this person's enrolments used. Nothing for
 * other accounts. The learning time comes from the page, which reads it from progress.
 */
export function CorporateBanner({ learningSeconds }: { learningSeconds: number }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const profile = useEmployeeProfile().data;
  if (!profile) return null;
  const credits = profile.credits;
  const balance = !credits
    ? t('corporate.banner.noCostCentre')
    : credits.unlimited
      ? t('corporate.banner.none')
      : t('corporate.credits', { count: credits.balance });
  const figures = [
    { key: 'hours', value: t('corporate.banner.hoursValue', { h: Math.round(learningSeconds / 360) / 10 }) },
    { key: 'assigned', value: String(profile.assigned.length) },
    { key: 'company', value: String(profile.companyCourses.length) },
    { key: 'balance', value: balance, note: credits?.unlimited ? t('corporate.banner.unlimitedNote') : null },
    { key: 'used', value: t('corporate.credits', { count: profile.creditsUsedByMe }) },
  ];
  return (
    <dl className="corporate-stats" aria-label={t('corporate.banner.label', { company: byLocale(locale, profile.company.en, profile.company.th) })}>
      {figures.map((f) => (
        <div key={f.key}>
          <dt>{t(`corporate.banner.${f.key}`)}</dt>
          <dd>
            {f.value}
            {f.note ? <span className="corporate-stats-note">{f.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
