import { CHOICE_EVENT_TYPES, CHOICES_COLLECTION, type ChoiceDocument, type ChoiceEvent } from '@khru/contracts';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

/** Read model `choices`: each curated shelf as last authored. */
export const choicesProjection: DocumentProjection<ChoiceDocument> = {
  kind: 'document',
  name: 'choices',
  collection: CHOICES_COLLECTION,
  handles: CHOICE_EVENT_TYPES,
  documentId: (event) => (event.data as { choiceId?: string }).choiceId ?? null,
  evolve: (_document, recorded) => {
    const { choiceId, ...choice } = asDomainEvent<ChoiceEvent>(recorded).data;
    return { _id: choiceId, ...choice };
  },
  indexes: [{ keys: { active: 1, order: 1 } }],
};
