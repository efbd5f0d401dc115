import type { SectionOutline } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale, formatDuration } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import '../catalogue.css';

/** The course's sections and lessons, with each video's length. */
export function CurriculumOutline({ sections }: { sections: SectionOutline[] }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ol className="curriculum">
      {sections.map((section) => (
        <li key={section.id}>
          <h3>{byLocale(locale, section.titleEn, section.titleTh)}</h3>
          <ul>
            {section.lessons.map((lesson) => (
              <li key={lesson.id} className={`lesson lesson-${lesson.kind}`}>
                <span className="lesson-kind">{t(`catalogue.kind.${lesson.kind}`)}</span>
                <span className="lesson-title">{byLocale(locale, lesson.titleEn, lesson.titleTh)}</span>
                {lesson.durationSeconds ? <span className="lesson-length">{formatDuration(lesson.durationSeconds)}</span> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
