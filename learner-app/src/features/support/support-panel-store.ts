import { create } from 'zustand';

/** What the panel shows: the list of conversations, a new one being written, or one conversation. */
export type SupportView = { name: 'list' } | { name: 'new' } | { name: 'conversation'; id: string };

interface SupportPanelState {
  open: boolean;
  view: SupportView;
  setOpen(open: boolean): void;
  show(view: SupportView): void;
}

export const useSupportPanelStore = create<SupportPanelState>((set) => ({
  open: false,
  view: { name: 'list' },
  setOpen: (open) => set({ open }),
  show: (view) => set({ view }),
}));
