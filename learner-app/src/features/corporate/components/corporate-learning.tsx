import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/query-client';
import { useEmployeeProfile } from '../api/get-employee-profile';
import { CorporateCourses } from './corporate-courses';
import { EmployeeInformation } from './employee-information';
import '../corporate.css';

/**
 * My Learning for a corporate account (spec section 2): employee information, the assigned and the
 * company courses, then every course held (`children`).
 */
export function CorporateLearning({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const profile = useEmployeeProfile();
  return (
    <>
      {profile.data ? (
        <>
          <EmployeeInformation profile={profile.data} />
          <CorporateCourses kind="assigned" items={profile.data.assigned} />
          <CorporateCourses kind="company" items={profile.data.companyCourses} />
        </>
      ) : profile.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(profile.error)}
        </p>
      ) : (
        <div aria-busy="true" />
      )}
      <section className="corporate-section" aria-labelledby="corporate-all-courses">
        <h2 id="corporate-all-courses">{t('corporate.allCourses')}</h2>
        {children}
      </section>
    </>
  );
}
