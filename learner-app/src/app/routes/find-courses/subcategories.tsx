import type { PatchOperation } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCategories } from '../../../features/categories/api/get-categories';
import { usePatchUser } from '../../../features/users/api/patch-user';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useSessionStore } from '../../../stores/session-store';
import { useStepHeading } from './step-heading';
import { readList, stepLink, toggle } from './selection';
import '../../../features/categories/categories.css';

/**
 * Find courses, step 2: sub-categories of the chosen categories. A logged-in learner's picks become
 * their profile interests (spec section 5: skipped when there is no user id).
 */
export function FindSubcategoriesRoute() {
  const { t } = useTranslation();
  const heading = useStepHeading();
  const locale = useLocaleStore((s) => s.locale);
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chosen = readList(params, 'categories');
  const [picked, setPicked] = useState(readList(params, 'subcategories'));
  const patch = usePatchUser(userId ?? '');
  const categories = (useCategories().data?.data ?? []).filter((c) => chosen.includes(c.id));
  const showResults = () => {
    const results = stepLink('courses-result', chosen, picked);
    if (!userId) {
      void navigate(results);
      return;
    }
    const interests: PatchOperation[] = [{ op: 'replace', path: '/interests', value: { categories: chosen, subCategories: picked } }];
    patch.mutate(interests, { onSettled: () => void navigate(results) });
  };
  return (
    <main className="content find-courses">
      <p className="form-note">{t('findCourses.step', { n: 2, total: 3 })}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t('findCourses.subcategoriesTitle')}
      </h1>
      <p>{t('findCourses.subcategoriesIntro')}</p>
      {categories.map((c) => (
        <section key={c.id}>
          <h2>{byLocale(locale, c.nameEn, c.nameTh)}</h2>
          <div className="pick-grid" role="group" aria-label={byLocale(locale, c.nameEn, c.nameTh)}>
            {c.subCategories.map((s) => (
              <button key={s.id} type="button" className="pick" aria-pressed={picked.includes(s.id)} onClick={() => setPicked(toggle(picked, s.id))}>
                {byLocale(locale, s.nameEn, s.nameTh)}
              </button>
            ))}
          </div>
        </section>
      ))}
      <nav className="step-actions">
        <Link to={stepLink('categories', chosen)}>{t('findCourses.back')}</Link>
        <button type="button" className="button primary" disabled={patch.isPending} onClick={showResults}>
          {picked.length > 0 ? t('findCourses.showCourses') : t('findCourses.skip')}
        </button>
      </nav>
    </main>
  );
}
