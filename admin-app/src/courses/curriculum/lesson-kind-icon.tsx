import AttachFileIcon from '@mui/icons-material/AttachFile';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import QuizIcon from '@mui/icons-material/Quiz';
import type { LessonKind } from './curriculum-form';

const ICONS = { video: OndemandVideoIcon, resource: AttachFileIcon, quiz: QuizIcon } as const;

export function LessonKindIcon({ kind, fontSize = 'small' }: { kind: LessonKind; fontSize?: 'small' | 'inherit' | 'medium' }) {
  const Icon = ICONS[kind];
  return <Icon fontSize={fontSize} color="action" />;
}
