import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { RegisterForm } from './register-form';

function renderForm() {
  const router = createMemoryRouter([{ path: '*', element: <RegisterForm /> }], { initialEntries: ['/auth/register'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function submitFilledIn() {
  const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
  type('register-first-name', 'Ann');
  type('register-last-name', 'Lee');
  type('register-email', 'ann@example.com');
  type('register-password', 'correct-horse-1');
  type('register-confirm-password', 'correct-horse-1');
  fireEvent.click(document.getElementById('register-agree')!);
  // The form validates before it sends: let that settle inside act.
  await act(async () => {
    fireEvent.submit(document.querySelector('form')!);
  });
}

describe('sign-up form', () => {
  beforeEach(() => {
    const taken = { statusCode: 409, code: 'ALREADY_EXIST', message: 'Already exist', fields: [{ field: 'email', code: 'ALREADY_EXIST' }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(taken), { status: 409 })),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('asks for every missing field in the one voice of "Please enter your Email"', async () => {
    renderForm();
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    for (const text of [
      'Please enter your First name',
      'Please enter your Last name',
      'Please enter your Email',
      'Please enter your Password',
      'Please confirm your Password',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('This field is required!')).not.toBeInTheDocument();
  });

  it('asks for them in Thai in the same voice', async () => {
    await i18n.changeLanguage('th');
    renderForm();
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    for (const text of ['กรุณากรอกชื่อของคุณ', 'กรุณากรอกนามสกุลของคุณ', 'กรุณากรอกอีเมลของคุณ', 'กรุณากรอกรหัสผ่านของคุณ', 'กรุณายืนยันรหัสผ่านของคุณ']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('กรุณากรอกข้อมูลในช่องนี้!')).not.toBeInTheDocument();
  });

  it('says an account with a taken address exists and offers to log in or reset the password', async () => {
    renderForm();
    await submitFilledIn();
    expect(await screen.findByText(/An account with this email already exists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.queryByText('Already exist')).not.toBeInTheDocument();
  });

  it('makes the same offer in Thai', async () => {
    await i18n.changeLanguage('th');
    renderForm();
    await submitFilledIn();
    expect(await screen.findByText(/อีเมลนี้มีบัญชีอยู่แล้ว/)).toBeInTheDocument();
    expect(screen.queryByText('มีข้อมูลนี้อยู่แล้ว')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'ตั้งรหัสผ่านใหม่' })).toHaveAttribute('href', '/auth/reset-password');
  });
});
