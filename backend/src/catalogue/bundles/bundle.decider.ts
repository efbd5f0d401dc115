import type { BundleDetailsData, BundleEvent, FieldError } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { isPrice } from '../courses/curriculum-rules.js';

export type BundleCommand =
  | ({ type: 'DefineBundle'; price: number } & BundleDetailsData)
  | ({ type: 'ReviseBundle' } & BundleDetailsData)
  | { type: 'PublishBundle'; bundleId: string; at: string }
  | { type: 'UnpublishBundle'; bundleId: string; at: string }
  | { type: 'ChangeBundlePrice'; bundleId: string; price: number; effectiveFrom: string };

export type BundleState = { status: 'absent' } | { status: 'draft' | 'published' | 'unpublished' };

/**
 * A certificate bundle holds one course; a bundle of several holds at least two; no course twice.
 * (The courses existing and being published is checked by the handler against the catalogue.)
 */
export function bundleCourseProblems({
  isSingleCertificate,
  courseIds,
}: Pick<BundleDetailsData, 'isSingleCertificate' | 'courseIds'>): Omit<FieldError, 'message'>[] {
  if (new Set(courseIds).size !== courseIds.length) return [{ field: 'courseIds', code: 'ALREADY_EXIST' }];
  if (isSingleCertificate && courseIds.length !== 1) return [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayLength', n: 1 }];
  if (!isSingleCertificate && courseIds.length < 2) return [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 2 }];
  return [];
}

const badPrice = () => DomainError.badRequest([{ field: 'price', code: 'IS_INT' }]);

/** Catalogue authoring of one bundle: defined as a draft, revised, priced in whole baht, published and withdrawn. */
export const bundleDecider: Decider<BundleCommand, BundleEvent, BundleState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'BundleDefined':
        return { status: 'draft' };
      case 'BundlePublished':
        return { status: 'published' };
      case 'BundleUnpublished':
        return { status: 'unpublished' };
      case 'BundleRevised':
      case 'BundlePriceChanged':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'DefineBundle') {
      if (state.status !== 'absent') return DomainError.alreadyExists();
      if (!isPrice(command.price)) return badPrice();
      const problems = bundleCourseProblems(command);
      if (problems.length > 0) return DomainError.badRequest(problems);
      const { type: _type, ...data } = command;
      return [{ type: 'BundleDefined', data }];
    }
    if (state.status === 'absent') return DomainError.notFound();
    switch (command.type) {
      case 'ReviseBundle': {
        const problems = bundleCourseProblems(command);
        if (problems.length > 0) return DomainError.badRequest(problems);
        const { type: _type, ...data } = command;
        return [{ type: 'BundleRevised', data }];
      }
      case 'PublishBundle':
        return state.status === 'published' ? [] : [{ type: 'BundlePublished', data: { bundleId: command.bundleId, at: command.at } }];
      case 'UnpublishBundle':
        return state.status !== 'published' ? [] : [{ type: 'BundleUnpublished', data: { bundleId: command.bundleId, at: command.at } }];
      case 'ChangeBundlePrice':
        if (!isPrice(command.price)) return badPrice();
        return [{ type: 'BundlePriceChanged', data: { bundleId: command.bundleId, price: command.price, effectiveFrom: command.effectiveFrom } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
