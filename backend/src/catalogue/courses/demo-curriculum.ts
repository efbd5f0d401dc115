import type { SectionData } from '@khru/contracts';

/** The sample clips in `infra/seed/media` (each 8 seconds), served at `/media/demo/`. */
const clip = (name: string) => `/media/demo/${name}.mp4`;
const CLIP_SECONDS = 8;

/**
 * The demo catalogue's curriculum: every seeded course gets the same three sections over the sample
 * clips, so the course pages, totals and players have real media to work with.
 */
export function demoCurriculum(courseId: string): SectionData[] {
  const video = (id: string, name: string, en: string, th: string) => ({ id: `${courseId}-${id}`, kind: 'video' as const, title: { en, th }, videoUrl: clip(name), durationSeconds: CLIP_SECONDS });
  return [
    {
      id: `${courseId}-start`,
      title: { en: 'Getting started', th: 'เริ่มต้น' },
      lessons: [video('welcome', 'welcome', 'Welcome and what you will learn', 'ยินดีต้อนรับและสิ่งที่คุณจะได้เรียน'), video('ideas', 'concepts', 'Key ideas', 'แนวคิดสำคัญ')],
    },
    {
      id: `${courseId}-core`,
      title: { en: 'Core skills', th: 'ทักษะหลัก' },
      lessons: [video('practice', 'practice', 'Guided practice', 'ฝึกปฏิบัติพร้อมคำแนะนำ'), video('examples', 'concepts', 'Worked examples', 'ตัวอย่างการใช้งานจริง')],
    },
    {
      id: `${courseId}-wrap-up`,
      title: { en: 'Wrap-up', th: 'สรุป' },
      lessons: [video('summary', 'summary', 'Summary and next steps', 'สรุปและก้าวต่อไป'), { id: `${courseId}-quiz`, kind: 'quiz', title: { en: 'Check your understanding', th: 'ทดสอบความเข้าใจ' }, questionCount: 5 }],
    },
  ];
}
