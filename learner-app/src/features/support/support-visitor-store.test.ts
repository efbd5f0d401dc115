// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_VISITOR_KEY, useSupportVisitorStore } from './support-visitor-store';
import { VISITOR } from './testing/fake-support-api';

const visitors = () => useSupportVisitorStore.getState();
const kept = () => JSON.parse(localStorage.getItem(SUPPORT_VISITOR_KEY)!).state as { visitor: unknown; refused?: boolean };

describe('the visitor kept in this browser', () => {
  afterEach(() => {
    visitors().clear();
    localStorage.clear();
  });

  it('keeps a renewed token in place of the one used, with the same name and email', () => {
    visitors().setVisitor(VISITOR);
    visitors().renewToken(VISITOR.visitorToken, 'visitor-token-2');
    expect(visitors().visitor).toEqual({ ...VISITOR, visitorToken: 'visitor-token-2' });
    expect(kept().visitor).toEqual({ ...VISITOR, visitorToken: 'visitor-token-2' });
  });

  it('forgets a refused token and remembers, for this visit only, that it was refused; naming a visitor again clears that', () => {
    visitors().setVisitor(VISITOR);
    visitors().refuseToken(VISITOR.visitorToken);
    expect(visitors()).toMatchObject({ visitor: null, refused: true });
    expect(kept()).toEqual({ visitor: null });
    visitors().setVisitor(VISITOR);
    expect(visitors().refused).toBe(false);
  });

  it('leaves a token that has replaced the one renewed or refused (a late answer) alone', () => {
    visitors().setVisitor(VISITOR);
    visitors().adoptToken('mailed-token');
    visitors().renewToken(VISITOR.visitorToken, 'visitor-token-2');
    visitors().refuseToken(VISITOR.visitorToken);
    expect(visitors()).toMatchObject({ visitor: { visitorToken: 'mailed-token' }, refused: false });
  });
});
