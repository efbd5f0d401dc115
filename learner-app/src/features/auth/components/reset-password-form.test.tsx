import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ResetPasswordForm } from './reset-password-form';

const linkRefused = {
  statusCode: 400,
  code: 'BAD_REQUEST',
  message: 'Bad Request',
  errors: [
    { field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired', message: 'This reset link has expired or was already used. Ask for a new one' },
  ],
};

function answer(body: object, status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function submitNewPassword() {
  const router = createMemoryRouter([{ path: '*', element: <ResetPasswordForm token="u.r.s" /> }], { initialEntries: ['/auth/reset-password?token=u.r.s'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The form validates as it is typed in and before it sends: let that settle inside act.
  await act(async () => {
    fireEvent.change(document.getElementById('reset-password')!, { target: { value: 'new-password-1' } });
    fireEvent.change(document.getElementById('reset-confirm-password')!, { target: { value: 'new-password-1' } });
    fireEvent.submit(document.querySelector('form')!);
  });
}

describe('reset password form', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says the link has expired and offers a new one when the server refuses the token', async () => {
    answer(linkRefused, 400);
    await submitNewPassword();
    expect(await screen.findByText(/This reset link has expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/reset-password');
  });

  it('makes the same offer in Thai', async () => {
    await i18n.changeLanguage('th');
    answer(linkRefused, 400);
    await submitNewPassword();
    expect(await screen.findByText(/ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' })).toHaveAttribute('href', '/auth/reset-password');
  });

  it('shows any other refusal as it is, without offering a new link', async () => {
    answer(
      {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Bad Request',
        errors: [{ field: 'newPassword', code: 'BAD_REQUEST', rule: 'minLength', n: 8, message: 'Must be at least 8 characters' }],
      },
      400,
    );
    await submitNewPassword();
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
    expect(screen.queryByText(/This reset link has expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });
});
