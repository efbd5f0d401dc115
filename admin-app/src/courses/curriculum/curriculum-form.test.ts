import type { SectionData } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { curriculumFromForm, curriculumToForm, newLesson, newSection, type CurriculumForm } from './curriculum-form';

const text = (en: string, th = `${en} (th)`) => ({ en, th });

const stored: SectionData[] = [
  {
    id: 'basics',
    title: text('Basics'),
    lessons: [
      { id: 'welcome', kind: 'video', title: text('Welcome'), videoUrl: 'media:videos/a.mp4', durationSeconds: 65, captions: { en: '/api/files/c/en.vtt' } },
      {
        id: 'check',
        kind: 'quiz',
        title: text('Check'),
        questions: [
          {
            id: 'q1',
            kind: 'multiple',
            text: text('Which?'),
            options: [
              { id: 'a', text: text('A') },
              { id: 'b', text: text('B') },
              { id: 'c', text: text('C') },
            ],
            correctOptionIds: ['a', 'c'],
            explanation: text('Because'),
          },
        ],
      },
    ],
  },
];

describe('the curriculum editor model', () => {
  it('gives back the stored curriculum unchanged when nothing was edited', () => {
    expect(curriculumFromForm(curriculumToForm(stored))).toEqual(stored);
  });

  it('holds whether an option is right on the option', () => {
    const quiz = curriculumToForm(stored).curriculum[0]!.lessons[1]!;
    expect(quiz.questions![0]!.options.map((o) => o.correct)).toEqual([true, false, true]);
  });

  it('gives new sections, lessons, questions and options readable slugs that clash with nothing kept', () => {
    const form: CurriculumForm = curriculumToForm(stored);
    const video = { ...newLesson('video'), title: text('Welcome'), videoUrl: 'media:videos/b.webm', durationSeconds: 3 };
    const quiz = newLesson('quiz');
    quiz.title = text('ทบทวน', 'ทบทวน');
    quiz.questions![0]!.text = text('Why?');
    quiz.questions![0]!.options = [
      { id: '', text: text('Yes'), correct: true },
      { id: '', text: text('Yes'), correct: false },
    ];
    form.curriculum.push({ ...newSection(), title: text('Basics'), lessons: [video, quiz] });
    const [, added] = curriculumFromForm(form);
    expect(added!.id).toBe('basics-2');
    expect(added!.lessons.map((l) => l.id)).toEqual(['welcome-2', 'lesson']);
    const question = (added!.lessons[1] as Extract<SectionData['lessons'][number], { kind: 'quiz' }>).questions[0]!;
    expect(question.id).toBe('why');
    expect(question.options.map((o) => o.id)).toEqual(['yes', 'yes-2']);
    expect(question.correctOptionIds).toEqual(['yes']);
  });

  it("sends only the fields of each lesson's kind, trimmed, and no empty captions", () => {
    const lesson = { ...newLesson('video'), kind: 'resource' as const, title: { en: ' Slides ', th: ' สไลด์ ' }, resourceUrl: ' /api/files/r/slides.pdf ' };
    const video = {
      ...newLesson('video'),
      title: text('Clip'),
      videoUrl: 'media:videos/c.mp4',
      durationSeconds: 10,
      captions: { en: '', th: '/api/files/c/th.vtt' },
    };
    const [section] = curriculumFromForm({ curriculum: [{ ...newSection(), title: text('One'), lessons: [lesson, video] }] });
    expect(section!.lessons[0]).toEqual({ id: 'slides', kind: 'resource', title: { en: 'Slides', th: 'สไลด์' }, resourceUrl: '/api/files/r/slides.pdf' });
    expect(section!.lessons[1]).toEqual({
      id: 'clip',
      kind: 'video',
      title: text('Clip'),
      videoUrl: 'media:videos/c.mp4',
      durationSeconds: 10,
      captions: { th: '/api/files/c/th.vtt' },
    });
  });
});
