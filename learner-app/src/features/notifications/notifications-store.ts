import { create } from 'zustand';

interface NotificationsState {
  /** Spec section 3's global `hasNotifications`: the learner has unread notifications. */
  hasNotifications: boolean;
  /** The bell's panel, opened from the header bell or the mobile menu. */
  panelOpen: boolean;
  setHasNotifications(has: boolean): void;
  setPanelOpen(open: boolean): void;
}

export const useNotificationsStore = create<NotificationsState>((set) => ({
  hasNotifications: false,
  panelOpen: false,
  setHasNotifications: (hasNotifications) => set({ hasNotifications }),
  setPanelOpen: (panelOpen) => set({ panelOpen }),
}));
