import type { Interests } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../features/categories/api/get-categories';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import '../../features/users/users.css';

/**
 * The learner's interests on their own profile (spec section 2): the categories and sub-categories chosen under
 * Find courses, named in the reader's language, with the way back there to change them.
 */
export function ProfileInterests({ interests }: { interests: Interests }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const categories = useCategories().data?.data ?? [];
  const names = new Map<string, string>();
  for (const c of categories) {
    names.set(c.id, byLocale(locale, c.nameEn, c.nameTh));
    for (const sub of c.subCategories) names.set(sub.id, byLocale(locale, sub.nameEn, sub.nameTh));
  }
  const chosen = [...interests.categories, ...interests.subCategories];
  return (
    <section className="profile-interests" aria-labelledby="profile-interests-title">
      <h2 id="profile-interests-title">{t('myProfile.interests.title')}</h2>
      {chosen.length === 0 ? (
        <p className="form-note">{t('myProfile.interests.none')}</p>
      ) : (
        <ul className="chips">
          {chosen.map((id) => (
            <li key={id}>{names.get(id) ?? id}</li>
          ))}
        </ul>
      )}
      <Link to="/find-courses/categories">{chosen.length === 0 ? t('myProfile.interests.choose') : t('myProfile.interests.change')}</Link>
    </section>
  );
}
