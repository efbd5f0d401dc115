import { CONTACT_TOPICS, LOCALES } from '@khru/contracts';

export const TOPIC_CHOICES = CONTACT_TOPICS.map((id) => ({ id, name: `khru.topics.${id}` }));
export const LANGUAGE_CHOICES = LOCALES.map((id) => ({ id, name: `khru.languages.${id}` }));
