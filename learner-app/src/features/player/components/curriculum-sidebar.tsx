import type { CourseLearningResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale, formatDuration } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { usePlayerStore } from '../player-store';
import '../player.css';
import { LessonKindIcon } from './lesson-kind-icon';

interface Props {
  sections: CourseLearningResponse['sections'];
  currentLessonId: string | undefined;
  completed: ReadonlySet<string>;
  onOpen: (lessonId: string) => void;
}

/**
 * The course's outline beside the player: sections, lessons with their kind and length, a tick for
 * each completed lesson and the one playing marked. Collapsing it is kept in the browser.
 */
export function CurriculumSidebar({ sections, currentLessonId, completed, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const collapsed = usePlayerStore((s) => s.sidebarCollapsed);
  const toggle = usePlayerStore((s) => s.toggleSidebar);
  return (
    <nav className={`learning-outline${collapsed ? ' collapsed' : ''}`} aria-label={t('catalogue.curriculum')}>
      <button type="button" className="outline-toggle" aria-expanded={!collapsed} aria-controls="learning-outline-list" onClick={toggle}>
        <span aria-hidden="true">{collapsed ? '☰' : '«'}</span>{' '}
        <span className="outline-toggle-label">{collapsed ? t('player.showOutline') : t('player.hideOutline')}</span>
      </button>
      <div id="learning-outline-list" hidden={collapsed}>
        {sections.map((section) => (
          <section key={section.id}>
            <h3>{byLocale(locale, section.titleEn, section.titleTh)}</h3>
            <ol>
              {section.lessons.map((l) => (
                <li key={l.id}>
                  <button type="button" aria-current={l.id === currentLessonId} onClick={() => onOpen(l.id)}>
                    <LessonKindIcon kind={l.kind} label={l.durationSeconds ? t(`catalogue.kind.${l.kind}`) : undefined} />
                    <span className="outline-title">
                      {completed.has(l.id) ? (
                        <span className="lesson-tick" role="img" aria-label={t('learning.completed')}>
                          ✓{' '}
                        </span>
                      ) : null}
                      {byLocale(locale, l.titleEn, l.titleTh)}
                      {l.id === currentLessonId ? <span className="visually-hidden"> {t('learning.current')}</span> : null}
                    </span>
                    <span className="form-note">{l.durationSeconds ? formatDuration(l.durationSeconds) : t(`catalogue.kind.${l.kind}`)}</span>
                  </button>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </nav>
  );
}
