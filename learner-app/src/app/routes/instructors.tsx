import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstructors } from '../../features/catalogue/api/list-instructors';
import { Avatar } from '../../features/users/components/avatar';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import '../../features/catalogue/catalogue.css';

const PAGE = 24;

/** Every instructor, by name. */
export function InstructorsRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const instructors = useInstructors(0, PAGE);
  return (
    <main className="content">
      <h1>{t('catalogue.instructorsTitle')}</h1>
      <ul className="instructor-grid">
        {(instructors.data?.data ?? []).map((i) => {
          const name = locale === 'th' ? `${i.firstNameTh} ${i.lastNameTh}` : `${i.firstName} ${i.lastName}`;
          return (
            <li key={i.id}>
              <Link to={`/instructor/${i.id}`} className="instructor-card">
                <Avatar name={name} imageUrl={i.profileImageUrl} size={64} />
                <strong>{name}</strong>
                <span>{byLocale(locale, i.headlineEn, i.headlineTh)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
