import type { EmployeeProfileResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import '../corporate.css';

const FIELDS = ['department', 'position', 'jobGrade', 'team', 'businessUnit', 'location'] as const;

/** Spec section 2's employee information: the company in the reader's language, then where the person sits in it. */
export function EmployeeInformation({ profile }: { profile: EmployeeProfileResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const rows = [{ key: 'company', value: byLocale(locale, profile.company.en, profile.company.th) }, ...FIELDS.map((key) => ({ key, value: profile[key] }))];
  return (
    <section className="corporate-section" aria-labelledby="employee-information">
      <h2 id="employee-information">{t('corporate.employee.title')}</h2>
      <dl className="settings-list">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{t(`corporate.employee.${row.key}`)}</dt>
            <dd>{row.value || <span className="form-note">{t('corporate.employee.notSet')}</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
