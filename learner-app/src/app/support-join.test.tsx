import { STORAGE_KEYS } from '@khru/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form';
import { SupportSession } from '../features/support/components/support-session';
import { SUPPORT_VISITOR_KEY, useSupportVisitorStore } from '../features/support/support-visitor-store';
import { fakeSupportApi, VISITOR } from '../features/support/testing/fake-support-api';
import { accessToken, asVisitor, resetChat } from '../features/support/testing/render-chat';
import { renderAt } from '../testing/render-at';

/** The login page with the chat's app-wide session, as the app composes them. */
function logIn(join: [number, unknown] | null = null) {
  const api = fakeSupportApi({
    join,
    other: (method, path) =>
      method === 'POST' && path === 'authapi/auth/login'
        ? [200, { id: 'u1', jwtToken: accessToken('u1'), refreshToken: 'refresh', position: null }]
        : undefined,
  });
  renderAt(
    <>
      <LoginForm />
      <SupportSession />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nok@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return api;
}

const joins = (api: ReturnType<typeof fakeSupportApi>) => api.calls.filter((c) => c.path === 'supportapi/visitors/join');

describe("a visitor's chat at login", () => {
  beforeEach(() => {
    asVisitor();
    useSupportVisitorStore.getState().setVisitor(VISITOR);
  });
  afterEach(() => {
    resetChat();
    vi.unstubAllGlobals();
  });

  it("joins the visitor's conversations to the account with the new bearer token and the visitor token, then forgets the token", async () => {
    const api = logIn();
    await waitFor(() => expect(joins(api)).toHaveLength(1));
    expect(joins(api)[0]!.headers).toMatchObject({
      Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.jwtToken)}`,
      'x-support-visitor': VISITOR.visitorToken,
    });
    await waitFor(() => expect(useSupportVisitorStore.getState().visitor).toBeNull());
    expect(JSON.parse(localStorage.getItem(SUPPORT_VISITOR_KEY)!).state.visitor).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.path === 'supportapi/conversations?after=1')).toBe(true));
  });

  it('keeps the token for the next start when the join could not be made now', async () => {
    const api = logIn([429, { statusCode: 429, code: 'REQUEST_TIMEOUT', message: 'Request time out' }]);
    await waitFor(() => expect(joins(api)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSupportVisitorStore.getState().visitor).toEqual(VISITOR);
  });

  it('drops a token the server refuses', async () => {
    const api = logIn([403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }]);
    await waitFor(() => expect(joins(api)).toHaveLength(1));
    await waitFor(() => expect(useSupportVisitorStore.getState().visitor).toBeNull());
  });
});
