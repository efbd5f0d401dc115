import { describe, expect, it } from 'vitest';
import { testFromForm, testToForm, type TestForm } from './test-form';

describe('the final test editor model', () => {
  it('gives back the defined test unchanged when nothing was edited', () => {
    const test = {
      informationEn: 'Read',
      informationTh: 'อ่าน',
      passMarkPercent: 80,
      timeLimitMinutes: 20,
      retryWaitDays: 2,
      questionsPerAttempt: 1,
      questions: [
        {
          id: 'q',
          textEn: 'Q',
          textTh: 'ถาม',
          options: [
            { id: 'a', textEn: 'A', textTh: 'ก' },
            { id: 'b', textEn: 'B', textTh: 'ข' },
          ],
          correctOptionId: 'b',
        },
      ],
    };
    expect(testFromForm(testToForm(test))).toEqual(test);
  });

  it('names new questions and options from their English text and takes the ticked option as the right one', () => {
    const form: TestForm = {
      ...testToForm(null),
      questions: [
        {
          id: '',
          textEn: 'What is it?',
          textTh: 'คืออะไร',
          options: [
            { id: '', textEn: 'This', textTh: 'นี่', correct: false },
            { id: '', textEn: 'That', textTh: 'นั่น', correct: true },
          ],
        },
      ],
    };
    const [question] = testFromForm(form).questions;
    expect(question).toMatchObject({ id: 'what-is-it', correctOptionId: 'that' });
    expect(question!.options.map((o) => o.id)).toEqual(['this', 'that']);
  });

  it('reads an item added empty by the editor as blank texts, for the server to refuse on its fields', () => {
    const form = { ...testToForm(null), questions: [{} as TestForm['questions'][number]] };
    expect(testFromForm(form).questions[0]).toEqual({ id: 'question', textEn: '', textTh: '', options: [], correctOptionId: '' });
  });
});
