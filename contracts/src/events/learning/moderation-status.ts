/**
 * Where a learner's public text (a review, a question, a reply) stands in moderation (spec section 4):
 * new and edited items wait as `pending`; a platform admin publishes or unpublishes them; only
 * `published` items are shown to others.
 */
export const MODERATION_STATUSES = ['pending', 'published', 'unpublished'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
