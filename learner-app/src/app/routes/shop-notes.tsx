import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** In place of the cart on an instructor's own course. */
export function TeachingNote({ instructorId }: { instructorId: string }) {
  const { t } = useTranslation();
  return (
    <div className="shop-note" role="note">
      <p className="shop-note-title">{t('shopRole.teaching.title')}</p>
      <p>{t('shopRole.teaching.body')}</p>
      <Link to={`/instructor/${instructorId}`}>{t('shopRole.teaching.page')}</Link>
    </div>
  );
}
