import type { LessonData, LocalizedText, QuizQuestion, SectionData } from '@khru/contracts';

/** How long a seeded course is: its number of video lessons, and whether those are short or long. */
export interface DemoCourseShape {
  lessons: number;
  lessonLength: 'short' | 'long';
}

/**
 * The sample lesson clips in `infra/seed/media` (stored by that address; learners get signed ones, ADR 27) and their real lengths: a
 * lesson states the length of the clip it plays (docs/decisions/demo-catalogue-media.md).
 */
const CLIPS = {
  welcome: { file: 'lesson-welcome', seconds: 95 },
  ideas: { short: { file: 'lesson-ideas-short', seconds: 140 }, long: { file: 'lesson-ideas-long', seconds: 265 } },
  practice: { short: { file: 'lesson-practice-short', seconds: 185 }, long: { file: 'lesson-practice-long', seconds: 330 } },
  summary: { file: 'lesson-summary', seconds: 110 },
} as const;

const IDEAS: LocalizedText[] = [
  { en: 'Key ideas', th: 'แนวคิดสำคัญ' },
  { en: 'Core concepts', th: 'หลักการพื้นฐาน' },
  { en: 'Frameworks and tools', th: 'กรอบคิดและเครื่องมือ' },
  { en: 'Common mistakes to avoid', th: 'ข้อผิดพลาดที่พบบ่อย' },
  { en: 'A closer look', th: 'เจาะลึกรายละเอียด' },
  { en: 'Case study', th: 'กรณีศึกษา' },
];
const PRACTICE: LocalizedText[] = [
  { en: 'Guided practice', th: 'ฝึกปฏิบัติพร้อมคำแนะนำ' },
  { en: 'Worked examples', th: 'ตัวอย่างการใช้งานจริง' },
  { en: 'Try it yourself', th: 'ลองทำด้วยตัวเอง' },
  { en: 'A real-world exercise', th: 'แบบฝึกหัดจากสถานการณ์จริง' },
  { en: 'Putting it together', th: 'นำทุกอย่างมารวมกัน' },
  { en: 'Review your work', th: 'ทบทวนผลงานของคุณ' },
];

/** The n-th title of a list, with a part number once the list has gone round. */
function nth(titles: LocalizedText[], n: number): LocalizedText {
  const title = titles[n % titles.length]!;
  const round = Math.floor(n / titles.length);
  return round === 0 ? title : { en: `${title.en}, part ${round + 1}`, th: `${title.th} ตอนที่ ${round + 1}` };
}

/**
 * The demo catalogue's curriculum of one course: a welcome, then key ideas and practice in turn, a
 * summary, and a closing quiz of the course's authored questions, in sections of at most five lessons.
 */
export function demoCurriculum(courseId: string, { lessons, lessonLength }: DemoCourseShape, quiz: QuizQuestion[]): SectionData[] {
  const video = (id: string, title: LocalizedText, clip: { file: string; seconds: number }): LessonData => ({
    id: `${courseId}-${id}`,
    kind: 'video',
    title,
    videoUrl: `/media/demo/${clip.file}.mp4`,
    durationSeconds: clip.seconds,
  });
  const middle = Array.from({ length: Math.max(lessons - 2, 0) }, (_, i) =>
    i % 2 === 0
      ? video(`ideas-${i + 1}`, nth(IDEAS, i / 2), CLIPS.ideas[lessonLength])
      : video(`practice-${i + 1}`, nth(PRACTICE, (i - 1) / 2), CLIPS.practice[lessonLength]),
  );
  const all: LessonData[] = [
    video('welcome', { en: 'Welcome and what you will learn', th: 'ยินดีต้อนรับและสิ่งที่คุณจะได้เรียน' }, CLIPS.welcome),
    ...middle,
    video('summary', { en: 'Summary and next steps', th: 'สรุปและก้าวต่อไป' }, CLIPS.summary),
    { id: `${courseId}-quiz`, kind: 'quiz', title: { en: 'Check your understanding', th: 'ทดสอบความเข้าใจ' }, questions: quiz },
  ];
  const sectionTitles: LocalizedText[] = [
    { en: 'Getting started', th: 'เริ่มต้น' },
    { en: 'Core skills', th: 'ทักษะหลัก' },
    { en: 'Going further', th: 'ต่อยอดความรู้' },
    { en: 'Wrap-up', th: 'สรุป' },
  ];
  const sections = Math.min(sectionTitles.length, Math.max(2, Math.ceil(all.length / 5)));
  const size = Math.ceil(all.length / sections);
  return Array.from({ length: sections }, (_, s) => ({
    id: `${courseId}-part-${s + 1}`,
    title: s === sections - 1 ? sectionTitles[3]! : sectionTitles[s]!,
    lessons: all.slice(s * size, (s + 1) * size),
  })).filter((section) => section.lessons.length > 0);
}
