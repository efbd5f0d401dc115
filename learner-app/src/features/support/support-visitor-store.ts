import type { SupportVisitorResponse } from '@khru/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the visitor's identity is kept between visits (ADR 29): the token names them until they join an account. */
export const SUPPORT_VISITOR_KEY = 'support_visitor';

interface SupportVisitorState {
  visitor: SupportVisitorResponse | null;
  /** The server refused the token kept here (expired, or its visitor joined an account): the visitor form says so. */
  refused: boolean;
  setVisitor(visitor: SupportVisitorResponse): void;
  /** A mailed link brings only the token; the rest is learnt again from the conversation. */
  adoptToken(visitorToken: string): void;
  /** The server renewed `used`: keep the fresh token, unless another has replaced it meanwhile. */
  renewToken(used: string, fresh: string): void;
  /** The server refused `used`: forget the visitor, unless another has replaced it meanwhile. */
  refuseToken(used: string): void;
  clear(): void;
}

export const useSupportVisitorStore = create<SupportVisitorState>()(
  persist(
    (set) => ({
      visitor: null,
      refused: false,
      setVisitor: (visitor) => set({ visitor, refused: false }),
      adoptToken: (visitorToken) =>
        set((s) => (s.visitor?.visitorToken === visitorToken ? s : { visitor: { visitorId: '', visitorToken, name: '', email: '' }, refused: false })),
      renewToken: (used, fresh) => set((s) => (s.visitor?.visitorToken === used ? { visitor: { ...s.visitor, visitorToken: fresh } } : s)),
      refuseToken: (used) => set((s) => (s.visitor?.visitorToken === used ? { visitor: null, refused: true } : s)),
      clear: () => set({ visitor: null, refused: false }),
    }),
    { name: SUPPORT_VISITOR_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ visitor: s.visitor }) },
  ),
);
