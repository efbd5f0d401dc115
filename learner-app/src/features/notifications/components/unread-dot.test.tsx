import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotificationsStore } from '../notifications-store';
import { UnreadDot } from './unread-dot';

describe('the mobile menu button’s dot', () => {
  afterEach(() => useNotificationsStore.setState({ hasNotifications: false }));

  it('shows while there are unread notifications, and only then', () => {
    const { container } = render(<UnreadDot />);
    expect(container.querySelector('.unread-dot')).toBeNull();
    act(() => useNotificationsStore.getState().setHasNotifications(true));
    expect(container.querySelector('.unread-dot')).toHaveAttribute('aria-hidden', 'true');
    act(() => useNotificationsStore.getState().setHasNotifications(false));
    expect(container.querySelector('.unread-dot')).toBeNull();
  });
});
