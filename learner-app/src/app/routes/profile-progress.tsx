import type { CourseSummaryResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useJobFunctions } from '../../features/catalogue/api/get-job-functions';
import { useCategories } from '../../features/categories/api/get-categories';
import { learningTime } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { skillsCovered } from './skills-covered';
import '../../features/progress/progress.css';

interface ProfileProgressProps {
  enrolled: number;
  inProgress: number;
  completed: number;
  /** Course and bundle certificates earned. */
  certificates: number;
  /** The completed courses whose sub-categories and job functions are the skills covered. */
  skillsOf: CourseSummaryResponse[];
  learningSeconds: number;
}

/** The profile's progress figures (spec section 2): enrolled, completed, in progress, certificates, learning hours and the skills covered. */
export function ProfileProgress({ enrolled, inProgress, completed, certificates, skillsOf, learningSeconds }: ProfileProgressProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const categories = useCategories().data?.data ?? [];
  const jobFunctions = useJobFunctions().data;
  const time = learningTime(learningSeconds);
  const skills = skillsCovered(skillsOf, categories, jobFunctions, locale);
  const figures = [
    { key: 'enrolled', value: String(enrolled) },
    { key: 'completed', value: String(completed) },
    { key: 'inProgress', value: String(inProgress) },
    { key: 'certificates', value: String(certificates) },
    { key: 'hours', value: t(time.key, time) },
    { key: 'skills', value: String(skills.length) },
  ];
  return (
    <section className="learning-progress" aria-labelledby="learning-progress-title">
      <h2 id="learning-progress-title">{t('myLearning.figures.title')}</h2>
      <dl className="learning-figures">
        {figures.map((f) => (
          <div key={f.key} data-figure={f.key}>
            <dt>{t(`myLearning.figures.${f.key}`)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {skills.length > 0 ? (
        <ul className="chips learning-skills" aria-label={t('myLearning.figures.skills')}>
          {skills.map((skill) => (
            <li key={skill.key}>{skill.name}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
