import type { SupportVisitorResponse } from '@khru/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the visitor's identity is kept between visits (ADR 29): the token names them until they join an account. */
export const SUPPORT_VISITOR_KEY = 'support_visitor';

interface SupportVisitorState {
  visitor: SupportVisitorResponse | null;
  setVisitor(visitor: SupportVisitorResponse): void;
  /** A mailed link brings only the token; the rest is learnt again from the conversation. */
  adoptToken(visitorToken: string): void;
  clear(): void;
}

export const useSupportVisitorStore = create<SupportVisitorState>()(
  persist(
    (set) => ({
      visitor: null,
      setVisitor: (visitor) => set({ visitor }),
      adoptToken: (visitorToken) =>
        set((s) => (s.visitor?.visitorToken === visitorToken ? s : { visitor: { visitorId: '', visitorToken, name: '', email: '' } })),
      clear: () => set({ visitor: null }),
    }),
    { name: SUPPORT_VISITOR_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ visitor: s.visitor }) },
  ),
);
