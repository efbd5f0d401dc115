import type { ModerationStatus, QaAuthor, QaAuthorRole } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/** Who wrote a question or reply and when, the instructor's and the team's replies marked, and the author's own items not (yet) shown to others. */
export function QaMeta({ author, created, status, role }: { author: QaAuthor; created: string; status: ModerationStatus; role?: QaAuthorRole }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <p className="qa-meta">
      <span className="qa-author">{author.name}</span>
      {role === 'instructor' || role === 'team' ? <span className={`qa-tag qa-tag-${role}`}>{t(`qa.role.${role}`)}</span> : null}
      <time dateTime={created}>{formatDate(created, locale)}</time>
      {status !== 'published' ? <span className={`qa-tag qa-tag-${status}`}>{t(`qa.status.${status}`)}</span> : null}
    </p>
  );
}
