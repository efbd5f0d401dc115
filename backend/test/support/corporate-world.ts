import { expect } from '@jest/globals';
import {
  organisationStream,
  type AuthResponse,
  type DomainEvent,
  type EmployeeDetails,
  type EmployeeRecord,
  type EmployeeRole,
  type EmployeesAdded,
  type OrganisationCreated,
  type Role,
} from '@khru/contracts';
import type { EventStore, GlobalPosition } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../src/kernel/infrastructure/tokens.js';
import { bearer, login, uniqueEmail } from './accounts.js';
import type { TestApp } from './test-app.js';

const YEAR = 365 * 24 * 3600 * 1000;

/** The name of every test organisation, in English and Thai. */
export const SIAM_FREIGHT = { en: 'Siam Freight', th: 'สยามเฟรท' };

/** The password of every account `corporateAccount` makes. */
export const CORPORATE_PASSWORD = 'corporate-pass-1';

/** Appends events straight to the store (as another slice would), recorded at `occurredAt`, and answers the position reached. */
export async function appendEvents(subject: TestApp, streamId: string, events: DomainEvent[], occurredAt = new Date()): Promise<GlobalPosition> {
  const metadata = { correlationId: 'corporate-world', causationId: 'corporate-world', occurredAt: occurredAt.toISOString(), userId: 'seed' };
  const written = await subject.app.get<EventStore>(EVENT_STORE).append(
    streamId,
    events.map(({ type, data }) => ({ id: randomUUID(), type, data, metadata })),
    'any',
  );
  return written.position;
}

/** Appends events straight to the store, recorded at `occurredAt`, and waits until the read models have them. */
export async function appendAndWait(subject: TestApp, streamId: string, events: DomainEvent[], occurredAt = new Date()): Promise<void> {
  const position = await appendEvents(subject, streamId, events, occurredAt);
  expect(await subject.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000)).toBe(true);
}

/** An account with `role` that a platform admin makes through the administrators' users API, logged in. */
export async function corporateAccount(subject: TestApp, admin: AuthResponse, role: Role): Promise<{ auth: AuthResponse; email: string; id: string }> {
  const email = uniqueEmail(role.toLowerCase());
  const created = await request(subject.app.getHttpServer())
    .post('/api/userprofileapi/user')
    .set(bearer(admin))
    .send({ email, password: CORPORATE_PASSWORD, firstName: 'Somchai', lastName: role, role })
    .expect(201);
  return { auth: await login(subject, email, CORPORATE_PASSWORD), email, id: created.body.id as string };
}

/** The employee record of `person` as `role`: Somchai in Operations on no cost centre, unless `details` say otherwise. */
export function employeeRecord(person: { id: string; email: string }, role: EmployeeRole, details: Partial<EmployeeDetails> = {}): EmployeeRecord {
  return {
    userId: person.id,
    email: person.email,
    role,
    firstName: 'Somchai',
    lastName: role,
    department: 'Operations',
    position: '',
    jobGrade: '',
    team: '',
    businessUnit: '',
    location: '',
    costCentreId: null,
    ...details,
  };
}

/** The event that creates Siam Freight, recorded by `by`, with a contract from `at` to `end`. */
export function organisationCreated(
  orgId: string,
  by: string,
  at = new Date().toISOString(),
  end = new Date(Date.now() + YEAR).toISOString(),
): OrganisationCreated {
  const contract = { id: `C-${orgId.slice(0, 4)}`, start: at, end };
  return {
    type: 'OrganisationCreated',
    data: { orgId, name: SIAM_FREIGHT, taxId: '0105551234567', address: 'Bangkok', contract, by, at },
  };
}

/** The event that adds people who already have accounts (`source: 'seed'`, so nobody is invited). */
export function employeesSeeded(orgId: string, by: string, employees: EmployeeRecord[], at = new Date().toISOString()): EmployeesAdded {
  return { type: 'EmployeesAdded', data: { orgId, employees, source: 'seed', by, at } };
}

/** Records an organisation and its first people straight in the store, as the organisations slice would, and waits for the read models. */
export async function seedOrganisation(
  subject: TestApp,
  by: string,
  orgId: string,
  employees: EmployeeRecord[],
  contract: { start?: string; end?: string } = {},
): Promise<void> {
  const created = organisationCreated(orgId, by, contract.start, contract.end);
  await appendAndWait(subject, organisationStream(orgId), [created, employeesSeeded(orgId, by, employees, created.data.at)]);
}
