import type { AuthResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TestApp } from './test-app.js';

export const DEMO_PASSWORD = 'khru-demo-2026';
export const DEMO = {
  learner: 'learner@khru.example',
  admin: 'admin@khru.example',
  employee: 'employee@khru.example',
  orgAdmin: 'orgadmin@khru.example',
  instructor: 'instructor@khru.example',
  auditor: 'auditor@khru.example',
} as const;

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export function signupBody(email: string, password = 'correct-horse-1') {
  return { email, password, confirmPassword: password, firstName: 'Ann', lastName: 'Lee', agreeToTerms: true };
}

export async function signup(subject: TestApp, email = uniqueEmail(), password = 'correct-horse-1'): Promise<AuthResponse> {
  const response = await request(subject.app.getHttpServer()).post('/api/authapi/auth/signup').send(signupBody(email, password)).expect(201);
  return response.body as AuthResponse;
}

export async function login(subject: TestApp, email: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const response = await request(subject.app.getHttpServer()).post('/api/authapi/auth/login').send({ email, password }).expect(200);
  return response.body as AuthResponse;
}

export const bearer = (auth: AuthResponse) => ({ Authorization: `Bearer ${auth.jwtToken}` });
