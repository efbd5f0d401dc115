import type { LearningLesson } from '@khru/contracts';

const PATHS: Record<LearningLesson['kind'], string> = {
  video: 'M4 5h16v14H4zm6 3.5v7l5.5-3.5z',
  resource: 'M6 2h8l5 5v15H6zm7 1.5V8h4.5zM8 12h8v1.5H8zm0 3h8v1.5H8z',
  quiz: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2zm1.1-6.4-.9.9c-.7.7-1.2 1.3-1.2 2.5h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H7a4 4 0 1 1 7.1 2.6z',
};

/** A lesson's kind as an icon; `label` names it for screen readers where no text says it. */
export function LessonKindIcon({ kind, label }: { kind: LearningLesson['kind']; label?: string }) {
  return (
    <svg
      className="outline-kind"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path fill="currentColor" d={PATHS[kind]} />
    </svg>
  );
}
