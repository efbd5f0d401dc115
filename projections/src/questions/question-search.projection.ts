import { QUESTION_EVENT_TYPES, QUESTION_SEARCH_KIND, type QuestionEvent } from '@khru/contracts';
import type { RecordedEvent, SearchEntry } from '@khru/platform';
import { asDomainEvent } from '../projection.js';
import type { SearchProjection } from '../search/search-projection.js';

const entryId = (questionId: string) => `${QUESTION_SEARCH_KIND}:${questionId}`;

function evolve(current: SearchEntry | null, recorded: RecordedEvent): SearchEntry | null {
  const event = asDomainEvent<QuestionEvent>(recorded);
  switch (event.type) {
    case 'QuestionAsked':
      return {
        id: entryId(event.data.questionId),
        kind: QUESTION_SEARCH_KIND,
        refId: event.data.questionId,
        visible: false,
        // Thai and English are split into words by the same segmenter, so the text is indexed once, whatever its language.
        title: { en: event.data.text, th: '' },
        text: { en: '', th: '' },
        fields: { courseId: event.data.courseId },
      };
    case 'QuestionEdited':
      return current && { ...current, visible: false, title: { en: event.data.text, th: '' } };
    case 'QuestionDeleted':
      return null;
    case 'QuestionPublished':
    case 'QuestionUnpublished':
      return current && { ...current, visible: event.type === 'QuestionPublished' };
    default: {
      const _exhaustive: never = event;
      return current;
    }
  }
}

/** Published questions in the search index (`searchapi/search/cms-qas`), with their course to narrow by. */
export const questionSearchProjection: SearchProjection = {
  name: 'question-search',
  handles: QUESTION_EVENT_TYPES,
  entryIds: (event) => {
    const questionId = (event.data as { questionId?: string }).questionId;
    return questionId ? [entryId(questionId)] : [];
  },
  evolve,
};
