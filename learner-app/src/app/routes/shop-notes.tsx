import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** In place of the cart on an instructor's own course: the way to its learning page, where they answer learners' questions. */
export function TeachingNote({ instructorId, courseId }: { instructorId: string; courseId: string }) {
  const { t } = useTranslation();
  return (
    <div className="shop-note" role="note">
      <p className="shop-note-title">{t('shopRole.teaching.title')}</p>
      <p>{t('shopRole.teaching.body')}</p>
      <Link className="button primary" to={`/courses-learning/${courseId}`}>
        {t('shopRole.teaching.learning')}
      </Link>
      <Link to={`/instructor/${instructorId}`}>{t('shopRole.teaching.page')}</Link>
    </div>
  );
}
