import { SUPPORT_VISITOR_HEADER } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { SUPPORT_VISITOR_KEY, useSupportVisitorStore } from '../support-visitor-store';
import { conversation, fakeSupportApi, message, VISITOR } from '../testing/fake-support-api';
import { asVisitor, renderChat, resetChat } from '../testing/render-chat';

const EXPIRED: [number, unknown] = [401, { statusCode: 401, code: 'IS_EXPIRED_TOKEN', message: 'Your session has been expired' }];
const JOINED: [number, unknown] = [
  403,
  {
    statusCode: 403,
    code: 'FORBIDDEN',
    message: 'Forbidden',
    errors: [{ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN', message: 'Your session has been expired' }],
  },
];

const keptVisitor = () => JSON.parse(localStorage.getItem(SUPPORT_VISITOR_KEY) ?? '{"state":{"visitor":null}}').state.visitor as unknown;

describe('the visitor token of support chat', () => {
  afterEach(() => {
    resetChat();
    setUnauthorizedHandler(() => undefined);
    vi.unstubAllGlobals();
  });

  it('once expired, is dropped and the panel asks for a name and an email again, saying why, in English and Thai, without leaving for login', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    asVisitor();
    act(() => useSupportVisitorStore.getState().setVisitor(VISITOR));
    const api = fakeSupportApi({ conversations: [conversation('c-old')] });
    api.state.refuseVisitor = EXPIRED;
    renderChat('/courses');
    fireEvent.click(await screen.findByTestId('support-launcher'));
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    const refused = await within(panel).findByTestId('support-visitor-refused');
    expect(refused).toHaveTextContent(
      'This chat has ended on this device. Log in to continue if you have an account, or tell us who you are to start a new chat.',
    );
    expect(within(panel).getByTestId('support-visitor-submit')).toBeInTheDocument();
    expect(useSupportVisitorStore.getState().visitor).toBeNull();
    expect(keptVisitor()).toBeNull();
    expect(toLogin).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/courses$/);
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(refused).toHaveTextContent('แชทนี้สิ้นสุดแล้วบนอุปกรณ์นี้ หากคุณมีบัญชี โปรดเข้าสู่ระบบเพื่อดำเนินการต่อ หรือบอกชื่อและอีเมลของคุณเพื่อเริ่มแชทใหม่');

    // Naming a visitor again starts afresh, and the notice goes.
    api.state.refuseVisitor = null;
    fireEvent.change(panel.querySelector('input[name="supportName"]')!, { target: { value: 'Nok' } });
    fireEvent.change(panel.querySelector('input[name="supportEmail"]')!, { target: { value: 'nok@example.com' } });
    fireEvent.click(within(panel).getByTestId('support-visitor-submit'));
    await waitFor(() => expect(useSupportVisitorStore.getState().visitor).toEqual(VISITOR));
    expect(within(panel).queryByTestId('support-visitor-refused')).not.toBeInTheDocument();
  });

  it('from a mailed link, once its visitor joined an account (403 naming the token), is dropped and the panel says to log in or start again', async () => {
    asVisitor();
    const api = fakeSupportApi({ conversations: [conversation('c-mail', { messages: [message(1), message(2, { author: 'support', body: 'Refunded' })] })] });
    api.state.refuseVisitor = JOINED;
    renderChat('/?support=c-mail&visitor=pre-join-token');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByTestId('support-visitor-refused')).toHaveTextContent('Log in to continue if you have an account');
    expect(api.calls.find((c) => c.path === 'supportapi/conversations/c-mail')!.headers[SUPPORT_VISITOR_HEADER]).toBe('pre-join-token');
    expect(useSupportVisitorStore.getState().visitor).toBeNull();
    expect(within(panel).queryByText('Refunded')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('is kept when a conversation is merely not the visitor\u2019s (403 without naming the token)', async () => {
    asVisitor();
    act(() => useSupportVisitorStore.getState().setVisitor(VISITOR));
    const api = fakeSupportApi();
    api.state.refuseVisitor = [403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }];
    renderChat('/?support=c-other');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByText('This conversation cannot be opened here. Log in with the account it belongs to.')).toBeInTheDocument();
    expect(useSupportVisitorStore.getState().visitor).toEqual(VISITOR);
  });

  it('renewed by the server, is kept in place of the old one and sent from then on', async () => {
    asVisitor();
    act(() => useSupportVisitorStore.getState().setVisitor(VISITOR));
    const api = fakeSupportApi({ conversations: [conversation('c-renew')] });
    api.state.renewTo = 'visitor-token-2';
    renderChat();
    await waitFor(() => expect(useSupportVisitorStore.getState().visitor).toEqual({ ...VISITOR, visitorToken: 'visitor-token-2' }));
    expect(keptVisitor()).toEqual({ ...VISITOR, visitorToken: 'visitor-token-2' });
    api.state.renewTo = null;
    fireEvent.click(await screen.findByTestId('support-launcher'));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByTestId('support-conversation-item'));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'supportapi/conversations/c-renew')).toBe(true));
    expect(api.calls.find((c) => c.path === 'supportapi/conversations/c-renew')!.headers[SUPPORT_VISITOR_HEADER]).toBe('visitor-token-2');
  });
});
