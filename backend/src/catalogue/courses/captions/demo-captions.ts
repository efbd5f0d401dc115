import type { LessonCaptions, LocalizedText } from '@khru/contracts';

export const CAPTION_LANGS = ['en', 'th'] as const;
export type CaptionLang = (typeof CAPTION_LANGS)[number];

/** The kinds of sample clip in `infra/seed/media` that lessons play (ADR 17), read from a lesson's video URL. */
type ClipKind = 'welcome' | 'ideas' | 'practice' | 'summary';
const DEMO_CLIP = /^\/media\/demo\/lesson-(welcome|ideas|practice|summary)(?:-short|-long)?\.mp4$/;

export function demoClipKind(videoUrl: string): ClipKind | null {
  return (DEMO_CLIP.exec(videoUrl)?.[1] as ClipKind | undefined) ?? null;
}

/** Where a lesson's captions are kept in the file store; they are served by the files endpoint. */
export const captionsKey = (lessonId: string, lang: CaptionLang) => `captions/${lessonId}/${lang}.vtt`;

/** The captions the seeder wrote for a lesson that plays a demo clip; none for any other. */
export function demoLessonCaptions(lesson: { id: string; videoUrl: string }): LessonCaptions[] {
  if (!demoClipKind(lesson.videoUrl)) return [];
  return CAPTION_LANGS.map((lang) => ({ lang, url: `/api/files/${captionsKey(lesson.id, lang)}` }));
}

const OPENING: Record<CaptionLang, (course: string, lesson: string) => string[]> = {
  en: (course, lesson) => [`Welcome to ${course}.`, `This lesson: ${lesson}.`],
  th: (course, lesson) => [`ยินดีต้อนรับสู่คอร์ส ${course}`, `บทเรียนนี้: ${lesson}`],
};

const NARRATION: Record<ClipKind, LocalizedText[]> = {
  welcome: [
    { en: 'In this course you learn step by step, with short videos and practice.', th: 'ในคอร์สนี้คุณจะได้เรียนรู้ทีละขั้นตอน ผ่านวิดีโอสั้นและการฝึกปฏิบัติ' },
    { en: "Take notes as you watch: each note keeps the video's time.", th: 'จดโน้ตระหว่างดูได้ ทุกโน้ตจะบันทึกเวลาของวิดีโอไว้' },
    { en: 'Use the course content to move between lessons at your own pace.', th: 'ใช้สารบัญเนื้อหาคอร์สเพื่อไปยังบทเรียนต่าง ๆ ตามจังหวะของคุณ' },
    { en: "Let's get started.", th: 'มาเริ่มกันเลย' },
  ],
  ideas: [
    { en: 'Here we look at the key ideas behind this topic.', th: 'ในบทนี้เราจะดูแนวคิดสำคัญของหัวข้อนี้' },
    { en: 'First, we name each idea and why it matters.', th: 'ก่อนอื่น มารู้จักแต่ละแนวคิดและเหตุผลที่แนวคิดนั้นสำคัญ' },
    { en: 'Then we see how the ideas connect to one another.', th: 'จากนั้นเราจะดูว่าแนวคิดเหล่านี้เชื่อมโยงกันอย่างไร' },
    { en: 'Pause the video whenever you want to think an idea through.', th: 'หยุดวิดีโอได้ทุกเมื่อหากต้องการคิดทบทวน' },
    { en: 'Keep these ideas in mind for the practice lessons.', th: 'จำแนวคิดเหล่านี้ไว้ใช้ในบทเรียนฝึกปฏิบัติ' },
  ],
  practice: [
    { en: 'Now it is your turn to practise.', th: 'ถึงตาคุณฝึกปฏิบัติแล้ว' },
    { en: 'Follow along with the example on screen.', th: 'ทำตามตัวอย่างบนหน้าจอไปพร้อมกัน' },
    { en: 'Try each step yourself before you watch the answer.', th: 'ลองทำแต่ละขั้นตอนด้วยตัวเองก่อนดูเฉลย' },
    { en: 'Mistakes are part of learning: go back and try again.', th: 'การทำผิดเป็นส่วนหนึ่งของการเรียนรู้ ย้อนกลับไปลองใหม่ได้เสมอ' },
    { en: 'When you are done, compare your work with the example.', th: 'เมื่อทำเสร็จแล้ว ลองเปรียบเทียบผลงานของคุณกับตัวอย่าง' },
  ],
  summary: [
    { en: "Let's sum up what you have learned.", th: 'มาสรุปสิ่งที่คุณได้เรียนรู้กัน' },
    { en: 'You have seen the key ideas and put them into practice.', th: 'คุณได้เห็นแนวคิดสำคัญและได้ลงมือฝึกปฏิบัติแล้ว' },
    { en: 'Review your notes to remember the main points.', th: 'ทบทวนโน้ตของคุณเพื่อจำประเด็นหลัก' },
    { en: 'Thank you for learning with Khru.', th: 'ขอบคุณที่เรียนรู้กับครู' },
  ],
};

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Cues last 3 to 6 seconds, one per line, spread evenly over the clip. */
const CUE_MIN = 3;
const CUE_MAX = 6;

/** The narration of a demo lesson as cues over its clip's real length (`seconds`). */
export function narrationCues(lang: CaptionLang, course: LocalizedText, lesson: LocalizedText, kind: ClipKind, seconds: number): Cue[] {
  const lines = [...OPENING[lang](course[lang], lesson[lang]), ...NARRATION[kind].map((line) => line[lang])];
  const slot = seconds / lines.length;
  const length = Math.min(CUE_MAX, Math.max(CUE_MIN, slot - 1));
  return lines.map((text, i) => {
    const start = Math.round((i * slot + 0.5) * 1000) / 1000;
    return { start, end: Math.min(seconds, Math.round((start + length) * 1000) / 1000), text };
  });
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** A WebVTT file of the cues. */
export function toWebVtt(lang: CaptionLang, cues: Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`);
  return `WEBVTT\nKind: captions\nLanguage: ${lang}\n\n${blocks.join('\n\n')}\n`;
}
