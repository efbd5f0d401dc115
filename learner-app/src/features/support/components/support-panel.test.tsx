import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { SUPPORT_VISITOR_KEY, useSupportVisitorStore } from '../support-visitor-store';
import { conversation, fakeSupportApi, message, VISITOR } from '../testing/fake-support-api';
import { asLearner, asVisitor, renderChat, resetChat } from '../testing/render-chat';

const launcher = () => screen.findByTestId('support-launcher');
const openPanel = async () => {
  fireEvent.click(await launcher());
  return screen.findByRole('dialog', { name: /Chat with us|แชทกับเรา/ });
};
const openConversation = async (id: string) => {
  const panel = await openPanel();
  const item = await within(panel).findByTestId('support-conversation-item');
  expect(item).toHaveAttribute('data-conversation-id', id);
  fireEvent.click(item);
  return panel;
};
const textarea = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: /Your message|ข้อความของคุณ/ }) as HTMLTextAreaElement;

describe('the support chat panel', () => {
  afterEach(() => {
    resetChat();
    vi.unstubAllGlobals();
  });

  it('lets a visitor give a name and an email, then starts a conversation with the page it was written on', async () => {
    asVisitor();
    const api = fakeSupportApi();
    renderChat('/courses-overview/c9?tab=reviews');
    const panel = await openPanel();
    expect(panel).toHaveFocus();
    expect(panel).toHaveAttribute('data-testid', 'support-panel');
    fireEvent.click(within(panel).getByTestId('support-visitor-submit'));
    expect(await within(panel).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(panel).getByText('Please enter your email')).toBeInTheDocument();
    fireEvent.change(panel.querySelector('input[name="supportName"]')!, { target: { value: ' Nok ' } });
    fireEvent.change(panel.querySelector('input[name="supportEmail"]')!, { target: { value: 'nok@' } });
    fireEvent.click(within(panel).getByTestId('support-visitor-submit'));
    expect(await within(panel).findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(panel.querySelector('input[name="supportEmail"]')!, { target: { value: 'nok@example.com' } });
    fireEvent.click(within(panel).getByTestId('support-visitor-submit'));

    const box = await waitFor(() => textarea(panel));
    expect(api.calls.find((c) => c.path === 'supportapi/visitors')).toMatchObject({ method: 'POST', body: { name: 'Nok', email: 'nok@example.com' } });
    expect(JSON.parse(localStorage.getItem(SUPPORT_VISITOR_KEY)!).state.visitor).toEqual(VISITOR);

    fireEvent.change(box, { target: { value: 'Hello\nI cannot play lesson 2' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === 'supportapi/conversations')).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    const sent = await within(panel).findByTestId('support-message');
    expect(within(sent).getByTestId('support-message-body').textContent).toBe('Hello\nI cannot play lesson 2');
    expect(sent).toHaveAttribute('data-author', 'learner');
    expect(sent).toHaveAttribute('data-state', 'sent');
    const start = api.calls.find((c) => c.method === 'POST' && c.path === 'supportapi/conversations')!;
    expect(start.body).toEqual({ body: 'Hello\nI cannot play lesson 2', page: '/courses-overview/c9?tab=reviews' });
    expect(start.headers['x-support-visitor']).toBe(VISITOR.visitorToken);
    expect(start.headers.Authorization).toBeUndefined();
    expect(api.calls.some((c) => c.path.startsWith('supportapi/conversations/c1-new?after='))).toBe(true);

    fireEvent.click(within(panel).getByTestId('support-back'));
    expect(await within(panel).findByTestId('support-conversation-item')).toHaveTextContent('I cannot play lesson 2');
  });

  it('asks a visitor for a name and an email in Thai', async () => {
    asVisitor();
    fakeSupportApi();
    act(() => useLocaleStore.getState().setLocale('th'));
    renderChat();
    const panel = await openPanel();
    fireEvent.change(panel.querySelector('input[name="supportEmail"]')!, { target: { value: 'not-an-email' } });
    fireEvent.click(within(panel).getByTestId('support-visitor-submit'));
    expect(await within(panel).findByText('กรุณากรอกชื่อของคุณ')).toBeInTheDocument();
    expect(within(panel).getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
  });

  it('shows a message as the text it is, never as HTML', async () => {
    asLearner();
    const hostile = '<img src=x onerror=alert(1)>\n<script>window.hacked = 1</script> https://example.com';
    fakeSupportApi({
      conversations: [conversation('c-xss', { messages: [message(1), message(2, { author: 'support', authorName: 'Ploy', body: hostile })] })],
    });
    renderChat();
    const panel = await openConversation('c-xss');
    const [, theirs] = await within(panel).findAllByTestId('support-message');
    expect(within(theirs!).getByTestId('support-message-body').textContent).toBe(hostile);
    expect(within(theirs!).getByText('Ploy')).toBeInTheDocument();
    expect(panel.querySelector('img, script, a[href="https://example.com"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("shows whether each of the learner's messages was sent, delivered or read, named for screen readers", async () => {
    asLearner();
    const messages = [
      message(1, { state: 'read' }),
      message(2, { author: 'support', authorName: 'Ploy', state: 'read' }),
      message(3, { state: 'delivered' }),
      message(4, { state: 'sent' }),
    ];
    fakeSupportApi({ conversations: [conversation('c-ticks', { messages, status: 'waiting-for-us' })] });
    renderChat();
    const panel = await openConversation('c-ticks');
    const shown = await within(panel).findAllByTestId('support-message');
    expect(shown.map((m) => [m.dataset.author, m.dataset.state])).toEqual([
      ['learner', 'read'],
      ['support', 'read'],
      ['learner', 'delivered'],
      ['learner', 'sent'],
    ]);
    expect(within(shown[0]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(shown[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(shown[2]!).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(shown[3]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(within(shown[0]!).getByRole('img', { name: 'อ่านแล้ว' })).toBeInTheDocument();
    expect(within(shown[2]!).getByRole('img', { name: 'ส่งถึงแล้ว' })).toBeInTheDocument();
    expect(within(shown[3]!).getByRole('img', { name: 'ส่งแล้ว' })).toBeInTheDocument();
  });

  it('closes a conversation, then takes one rating of 1 to 5', async () => {
    asLearner();
    const api = fakeSupportApi({ conversations: [conversation('c-rate', { status: 'waiting-for-learner' })] });
    renderChat();
    const panel = await openConversation('c-rate');
    expect(within(panel).queryByTestId('support-rate-1')).not.toBeInTheDocument();
    fireEvent.click(await within(panel).findByTestId('support-close-conversation'));
    const four = await within(panel).findByRole('button', { name: 'Rate 4 out of 5' });
    expect(api.calls.some((c) => c.method === 'POST' && c.path === 'supportapi/conversations/c-rate/close')).toBe(true);
    expect(within(panel).queryByTestId('support-close-conversation')).not.toBeInTheDocument();
    expect([1, 2, 3, 4, 5].map((n) => within(panel).getByTestId(`support-rate-${n}`).getAttribute('aria-label'))).toEqual([
      'Rate 1 out of 5',
      'Rate 2 out of 5',
      'Rate 3 out of 5',
      'Rate 4 out of 5',
      'Rate 5 out of 5',
    ]);
    fireEvent.click(four);
    expect(await within(panel).findByText('Thank you! You rated this conversation 4 out of 5.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'supportapi/conversations/c-rate/rating')!.body).toEqual({ rating: 4 });
    expect(within(panel).queryByTestId('support-rate-4')).not.toBeInTheDocument();
  });

  it('says outside support hours that the answer comes by email, and when support opens again, in English and Thai', async () => {
    asVisitor();
    fakeSupportApi({ online: false });
    renderChat();
    const panel = await openPanel();
    const notice = await within(panel).findByTestId('support-offline');
    expect(notice).toHaveTextContent("We're away right now — leave a message and we'll answer by email.");
    expect(notice).toHaveTextContent('We’re back on 26 Nov 2026, 09:00 (Bangkok time).'.replace('’', "'"));
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(notice).toHaveTextContent('ขณะนี้อยู่นอกเวลาทำการ ฝากข้อความไว้ได้เลย แล้วเราจะตอบกลับทางอีเมล');
    expect(notice).toHaveTextContent('2569');
  });

  it('says nothing of hours while support is online', async () => {
    asVisitor();
    const api = fakeSupportApi({ online: true });
    renderChat();
    const panel = await openPanel();
    await waitFor(() => expect(api.calls.some((c) => c.path === 'supportapi/hours')).toBe(true));
    expect(within(panel).queryByTestId('support-offline')).not.toBeInTheDocument();
  });

  it("checks a file's type and size before sending, shows the server's reason when it refuses one, and shows attachments", async () => {
    asLearner();
    const messages = [
      message(1, { attachment: { name: 'screen.png', contentType: 'image/png', size: 2048, url: '/signed/screen.png' }, body: '' }),
      message(2, { author: 'support', attachment: { name: 'receipt.pdf', contentType: 'application/pdf', size: 122_880, url: '/signed/receipt.pdf' } }),
    ];
    const api = fakeSupportApi({ conversations: [conversation('c-files', { messages })] });
    renderChat();
    const panel = await openConversation('c-files');
    const image = await within(panel).findByRole('img', { name: 'screen.png' });
    expect(image.closest('a')).toHaveAttribute('href', '/signed/screen.png');
    const pdf = within(panel).getByRole('link', { name: /receipt\.pdf/ });
    expect(pdf).toHaveAttribute('download', 'receipt.pdf');
    expect(pdf).toHaveTextContent('PDF, 120 kB');

    const attach = within(panel).getByTestId('support-attach');
    fireEvent.change(attach, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Only images (JPEG, PNG, WebP, GIF) and PDF files can be sent.');
    fireEvent.change(attach, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(within(panel).getByRole('alert')).toHaveTextContent('This file is too large: the limit is 5 MB.');

    api.state.refuseFiles = 'The file is not an image or a PDF';
    fireEvent.change(attach, { target: { files: [new File(['%PDF'], 'fake.pdf', { type: 'application/pdf' })] } });
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByText('fake.pdf')).toBeInTheDocument();
    fireEvent.click(within(panel).getByTestId('support-send'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The file is not an image or a PDF');

    api.state.refuseFiles = null;
    fireEvent.click(within(panel).getByTestId('support-send'));
    await waitFor(() => expect(within(panel).getAllByTestId('support-message')).toHaveLength(3));
    const upload = api.calls.filter((c) => c.path === 'supportapi/conversations/c-files/messages').at(-1)!;
    expect(upload.body).toEqual({ file: { name: 'fake.pdf', type: 'application/pdf', size: 4 } });
    expect(upload.headers['Content-Type']).toBeUndefined();
  });

  it('opens a mailed reply on its conversation, keeping the visitor token it carries and taking it out of the address', async () => {
    asVisitor();
    const api = fakeSupportApi({
      conversations: [conversation('c-mail', { messages: [message(1), message(2, { author: 'support', body: 'Try again now' })] })],
    });
    renderChat('/?support=c-mail&visitor=mailed-token');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByText('Try again now')).toBeInTheDocument();
    expect(useSupportVisitorStore.getState().visitor?.visitorToken).toBe('mailed-token');
    expect(api.calls.find((c) => c.path === 'supportapi/conversations/c-mail')!.headers['x-support-visitor']).toBe('mailed-token');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('opens a mailed reply for a logged-in learner without adopting the visitor token it carries', async () => {
    asLearner();
    const api = fakeSupportApi({ conversations: [conversation('c-own', { messages: [message(1), message(2, { author: 'support', body: 'Done' })] })] });
    renderChat('/?support=c-own&visitor=forwarded-token');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(await within(panel).findByText('Done')).toBeInTheDocument();
    expect(useSupportVisitorStore.getState().visitor).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.calls.filter((c) => c.headers['x-support-visitor'] === 'forwarded-token')).toEqual([]);
  });

  it('is a modal sheet on a phone: Tab stays inside it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    asVisitor();
    fakeSupportApi();
    renderChat();
    const panel = await openPanel();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const close = within(panel).getByTestId('support-panel-close');
    const submit = within(panel).getByTestId('support-visitor-submit');
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('is a card beside the page on a laptop, not modal', async () => {
    asVisitor();
    fakeSupportApi();
    renderChat();
    expect(await openPanel()).not.toHaveAttribute('aria-modal');
  });

  it("counts support's unread messages on the launcher, and closes on Escape with focus back on it", async () => {
    asLearner();
    const unread = conversation('c-badge', { messages: [message(1), message(2, { author: 'support' }), message(3, { author: 'support' })] });
    fakeSupportApi({ conversations: [unread] });
    renderChat();
    expect(await screen.findByTestId('support-unread')).toHaveTextContent('2');
    const button = await launcher();
    expect(button).toHaveAccessibleName('Chat with support, 2 unread');
    button.focus();
    const panel = await openPanel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('support-panel-close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
