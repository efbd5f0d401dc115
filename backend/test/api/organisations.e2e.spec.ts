import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  organisationStream,
  userStream,
  type AssignmentResponse,
  type AuthResponse,
  type EmployeeImportResult,
  type EmployeeProfileResponse,
  type EmployeeResponse,
  type MailMessageResponse,
  type OrganisationResponse,
  type Paged,
} from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { INVITE_EMPLOYEE, type InviteEmployeeInput } from '../../src/identity/employee-accounts/invite-employee.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../src/kernel/workflows/workflow-registry.js';
import { effect as workflowEffect, outputKey } from '../../src/kernel/workflows/workflow.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { SIAM_FREIGHT } from '../support/corporate-world.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const HEADER = 'email,firstName,lastName,department,position,jobGrade,team,businessUnit,location,costCentre';
const ORGS = '/api/orgsapi/organizations';
const contract = { contractId: 'C-2026-01', contractStart: '2026-01-01T00:00:00.000Z', contractEnd: '2030-12-31T16:59:59.000Z' };
const withoutRequestId = (body: Record<string, unknown>) => {
  const { requestId: _requestId, ...rest } = body;
  return rest;
};

describe.each(STORE_PROFILES)('organisations, employees and assignments on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let orgId: string;
  let orgAdmin: AuthResponse;
  let orgAdminEmail: string;

  const mails = async () => (await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[];
  const mailsTo = async (email: string) => (await mails()).filter((m) => m.to === email);
  const invitationTo = async (email: string) =>
    (
      await eventually(
        () => mailsTo(email),
        (found) => found.length > 0,
      )
    )[0]!;
  const tokenIn = (mail: MailMessageResponse) => decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? '');
  /** Sets a password with the invitation's link and logs in. */
  const acceptInvitation = async (email: string, password = 'invited-pass-1') => {
    const token = tokenIn(await invitationTo(email));
    await http().post('/api/authapi/auth/forgot-password-confirm').send({ token, newPassword: password, newPasswordConfirmed: password }).expect(200);
    return login(app(), email, password);
  };
  const createOrganisation = async (taxId: string, admins: object[]) =>
    (
      await http()
        .post(ORGS)
        .set(bearer(admin))
        .send({ nameEn: SIAM_FREIGHT.en, nameTh: SIAM_FREIGHT.th, taxId, address: '1 Rama IV, Bangkok', ...contract, admins })
        .expect(201)
    ).body as { id: string; position: string };
  const importFile = (auth: AuthResponse, lines: string[], options: { dryRun?: boolean; locale?: 'en' | 'th'; org?: string } = {}) =>
    http()
      .post(`${ORGS}/${options.org ?? orgId}/employees/import${options.dryRun ? '?dryRun=true' : ''}`)
      .set(bearer(auth))
      .set('Accept-Language', options.locale ?? 'en')
      .attach('file', Buffer.from(lines.join('\r\n')), { filename: 'people.csv', contentType: 'text/csv' });
  const employees = async (auth: AuthResponse, query = '') =>
    (await http().get(`${ORGS}/${orgId}/employees${query}`).set(bearer(auth)).expect(200)).body as Paged<EmployeeResponse>;
  const addSubuser = (auth: AuthResponse, body: object, org = orgId) => http().post(`${ORGS}/${org}/add-subuser`).set(bearer(auth)).send(body);

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    orgAdminEmail = uniqueEmail('orgadmin');
    const created = await createOrganisation('0105558000006', [{ email: orgAdminEmail, firstName: 'Orn', lastName: 'Admin', role: 'ORG_ADMIN' }]);
    orgId = created.id;
    orgAdmin = await acceptInvitation(orgAdminEmail);
  });

  describe('organisations', () => {
    it('opens an organisation with its admin, who is invited in English and Thai and signs in with the password they set', async () => {
      const read = await http().get(`${ORGS}/${orgId}`).set(bearer(admin)).expect(200);
      expect(read.body as OrganisationResponse).toMatchObject({
        id: orgId,
        name: { en: 'Siam Freight', th: 'สยามเฟรท' },
        taxId: '0105558000006',
        contract: { id: 'C-2026-01', start: contract.contractStart, end: contract.contractEnd },
        employeeCount: 1,
        activeEmployeeCount: 1,
      });
      const invitation = await invitationTo(orgAdminEmail);
      expect(invitation.subject).toContain('Siam Freight');
      expect(invitation.text).toContain('สยามเฟรท');
      expect(invitation.text).toContain('/auth/reset-password?token=');
      const me = (await http().get(`${ORGS}/employees/userprofiles/${orgAdmin.id}`).set(bearer(orgAdmin)).expect(200)).body as EmployeeProfileResponse;
      expect(me).toMatchObject({
        userId: orgAdmin.id,
        orgId,
        role: 'ORG_ADMIN',
        email: orgAdminEmail,
        company: { en: 'Siam Freight', th: 'สยามเฟรท' },
        credits: null,
      });
    });

    it('refuses a contract ending before it starts, a tax id that does not check, and anyone but a platform admin', async () => {
      const body = { nameEn: 'X', nameTh: 'เอ็กซ์', taxId: '0105558000007', address: 'x', ...contract, contractEnd: contract.contractStart, admins: [] };
      const refused = await http().post(ORGS).set(bearer(admin)).set('Accept-Language', 'th').send(body).expect(400);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field: 'taxId', rule: 'taxIdInvalid' }),
        { field: 'contractEnd', code: 'BAD_REQUEST', rule: 'endBeforeStart', message: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น' },
      ]);
      await http().post(ORGS).set(bearer(orgAdmin)).send(body).expect(403);
      await http()
        .post(ORGS)
        .set(bearer(await login(app(), DEMO.learner)))
        .send(body)
        .expect(403);
    });

    it('lists every organisation to a platform admin and only their own to an organisation admin; a learner gets FORBIDDEN', async () => {
      const all = (await http().get(ORGS).set(bearer(admin)).expect(200)).body as OrganisationResponse[];
      expect(all.map((o) => o.id)).toContain(orgId);
      const own = (await http().get(ORGS).set(bearer(orgAdmin)).expect(200)).body as OrganisationResponse[];
      expect(own.map((o) => o.id)).toEqual([orgId]);
      await http()
        .get(ORGS)
        .set(bearer(await login(app(), DEMO.learner)))
        .expect(403);
    });
  });

  describe('people', () => {
    it('adds people one by one; an address already there is ALREADY_EXIST, one of another account emailTaken; HR may not add admins', async () => {
      const hrEmail = uniqueEmail('hr');
      const added = await addSubuser(orgAdmin, { email: hrEmail, firstName: 'Hathai', lastName: 'Ruang', role: 'HR', department: 'People' }).expect(201);
      const again = await addSubuser(orgAdmin, { email: hrEmail.toUpperCase(), firstName: 'H', lastName: 'R' }).expect(409);
      expect(again.body).toMatchObject({ code: 'ALREADY_EXIST', errors: [{ field: 'email', code: 'ALREADY_EXIST' }] });
      const taken = await addSubuser(orgAdmin, { email: DEMO.learner, firstName: 'L', lastName: 'N' }).expect(409);
      expect(taken.body.errors).toEqual([
        { field: 'email', code: 'ALREADY_EXIST', rule: 'emailTaken', message: 'This email already belongs to another account' },
      ]);
      const hr = await acceptInvitation(hrEmail);
      expect(hr.id).toBe(added.body.id);
      await addSubuser(hr, { email: uniqueEmail('admin2'), firstName: 'A', lastName: 'B', role: 'ORG_ADMIN' }).expect(403);
      await addSubuser(hr, { email: uniqueEmail('learner'), firstName: 'Lek', lastName: 'Learner' }).expect(201);
      const unknownCostCentre = await addSubuser(hr, { email: uniqueEmail('cc'), firstName: 'C', lastName: 'C', costCentreId: 'no-such-centre' }).expect(400);
      expect(unknownCostCentre.body.errors).toEqual([expect.objectContaining({ field: 'costCentreId', rule: 'unknownCostCentre' })]);
    });

    it('refuses a file with bad rows as a whole, naming each line in the caller\u2019s language; nothing is imported', async () => {
      const before = (await employees(orgAdmin)).total;
      const bad = [
        HEADER,
        `${uniqueEmail('ok')},Ok,Row,Operations,,,,,,`,
        'not-an-email,,Row,,,,,,,',
        `${orgAdminEmail},Orn,Admin,,,,,,,NOPE`,
        `${DEMO.learner},L,N,,,,,,,`,
      ];
      const en = await importFile(orgAdmin, bad).expect(400);
      expect(withoutRequestId(en.body)).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Bad Request',
        rows: [
          { line: 3, field: 'email', message: 'Wrong email format' },
          { line: 3, field: 'firstName', message: 'This field is required!' },
          { line: 4, field: 'costCentre', message: 'No cost centre of this organisation has this code' },
          { line: 5, field: 'email', message: 'This email already belongs to another account' },
        ],
      });
      const th = await importFile(orgAdmin, bad, { locale: 'th' }).expect(400);
      expect(th.body.rows[2]).toEqual({ line: 4, field: 'costCentre', message: 'ไม่พบศูนย์ต้นทุนรหัสนี้ในองค์กร' });
      const preview = await importFile(orgAdmin, bad, { dryRun: true }).expect(200);
      expect(preview.body as EmployeeImportResult).toMatchObject({ dryRun: true, rows: 4, added: 1, updated: 0, errors: en.body.rows });
      const header = await importFile(orgAdmin, ['email,name', 'a@b.example,A']).expect(400);
      expect(header.body.rows).toEqual([{ line: 1, field: 'file', message: expect.stringContaining('template header') }]);
      await importFile(orgAdmin, [HEADER, 'x'.repeat(1024 * 1024)]).expect(413);
      expect((await http().post(`${ORGS}/${orgId}/employees/import`).set(bearer(orgAdmin)).expect(400)).body.errors).toEqual([
        expect.objectContaining({ field: 'file', code: 'IS_NOT_EMPTY' }),
      ]);
      expect((await employees(orgAdmin)).total).toBe(before);
    });

    it('imports a good file once: a preview changes nothing, re-importing it changes nothing, a changed row updates only that person', async () => {
      const people = [uniqueEmail('imp'), uniqueEmail('imp'), uniqueEmail('imp')];
      const file = [
        HEADER,
        `${people[0]},Somchai,Dee,Operations,Driver,O1,Fleet,Freight,Bangkok,`,
        `${people[1]},Suda,Mee,Operations,Planner,P2,Routing,Freight,Bangkok,`,
        `${people[2]},Anan,Chai,Sales,Account,S1,North,Freight,Chiang Mai,`,
      ];
      const before = (await employees(orgAdmin)).total;
      const preview = await importFile(orgAdmin, file, { dryRun: true }).expect(200);
      expect(preview.body).toEqual({ dryRun: true, rows: 3, added: 3, updated: 0, unchanged: 0, errors: [], position: null });
      expect((await employees(orgAdmin)).total).toBe(before);
      const imported = await importFile(orgAdmin, file).expect(200);
      expect(imported.body).toMatchObject({ dryRun: false, rows: 3, added: 3, updated: 0, unchanged: 0, errors: [] });
      const listed = await employees(orgAdmin, `?q=somchai&after=${encodeURIComponent(imported.body.position)}`);
      expect(listed.items).toEqual([expect.objectContaining({ email: people[0], department: 'Operations', role: 'B2B', active: true })]);
      expect((await employees(orgAdmin, '?department=operations&take=100')).items.map((e) => e.email).sort()).toEqual(
        expect.arrayContaining([people[0], people[1]]),
      );
      const again = await importFile(orgAdmin, file).expect(200);
      expect(again.body).toEqual({ dryRun: false, rows: 3, added: 0, updated: 0, unchanged: 3, errors: [], position: null });
      const moved = await importFile(orgAdmin, [file[0]!, file[1]!.replace('Fleet', 'Hub')]).expect(200);
      expect(moved.body).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
      await invitationTo(people[2]!);
    });

    it('deactivating a person ends their session at once and refuses their sign-in with IS_NOT_ACTIVE; nobody deactivates themselves', async () => {
      const email = uniqueEmail('leaver');
      const added = await addSubuser(orgAdmin, { email, firstName: 'Lee', lastName: 'Ver', department: 'Operations' }).expect(201);
      const leaver = await acceptInvitation(email, 'leaver-pass-1');
      const ownRecord = () => http().get(`${ORGS}/employees/userprofiles/${leaver.id}`).set(bearer(leaver));
      await ownRecord().expect(200);
      await http().patch(`${ORGS}/${orgId}/employees/${added.body.id}`).set(bearer(orgAdmin)).send({ active: false }).expect(200);
      await eventually(
        async () => (await ownRecord()).status,
        (status) => status === 401,
      );
      const refused = await http().post('/api/authapi/auth/login').send({ email, password: 'leaver-pass-1' }).expect(403);
      expect(refused.body.code).toBe('IS_NOT_ACTIVE');
      await http().post(`/api/authapi/auth/${leaver.id}/refresh-token`).send({ refreshToken: leaver.refreshToken }).expect(401);
      const record = (await http().get(`${ORGS}/employees/userprofiles/${leaver.id}`).set(bearer(orgAdmin)).expect(200)).body as EmployeeProfileResponse;
      expect(record.active).toBe(false);
      await http().patch(`${ORGS}/${orgId}/employees/${added.body.id}`).set(bearer(orgAdmin)).send({ active: false }).expect(200);
      const self = await http().patch(`${ORGS}/${orgId}/employees/${orgAdmin.id}`).set(bearer(orgAdmin)).send({ active: false }).expect(403);
      expect(self.body.code).toBe('NOT_UPDATE_YOURSELF');
      const renamed = await http().patch(`${ORGS}/${orgId}/employees/${orgAdmin.id}`).set(bearer(orgAdmin)).send({ position: 'Head of Learning' }).expect(200);
      const mine = await http()
        .get(`${ORGS}/employees/userprofiles/${orgAdmin.id}?after=${encodeURIComponent(renamed.body.position)}`)
        .set(bearer(orgAdmin));
      expect(mine.body.position).toBe('Head of Learning');
    });

    it('invites once: the invitation run again for the same event registers and mails nothing more', async () => {
      const email = uniqueEmail('once');
      const added = await addSubuser(orgAdmin, { email, firstName: 'Once', lastName: 'Only' }).expect(201);
      await invitationTo(email);
      const store = app().app.get<EventStore>(EVENT_STORE);
      const joined = (await store.readStream(organisationStream(orgId))).find(
        (e) => e.type === 'EmployeesAdded' && (e.data as { employees: { userId: string }[] }).employees.some((p) => p.userId === added.body.id),
      )!;
      const before = (await store.readStream(userStream(added.body.id))).length;
      const invite = app().app.get(WorkflowRegistry).effects().get(INVITE_EMPLOYEE)!;
      const input: InviteEmployeeInput = {
        orgId,
        company: SIAM_FREIGHT,
        userId: added.body.id,
        email,
        firstName: 'Once',
        lastName: 'Only',
        role: 'B2B',
      };
      await invite(workflowEffect(INVITE_EMPLOYEE, input), commandMetadata({ idempotencyKey: outputKey('employee-accounts', joined.id, 0), userId: 'system' }));
      expect((await store.readStream(userStream(added.body.id))).length).toBe(before);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('answers the employee record to the person, their organisation and platform admins; NOT_FOUND for someone who is not an employee', async () => {
      await http().get(`${ORGS}/employees/userprofiles/${orgAdmin.id}`).set(bearer(admin)).expect(200);
      const learner = await login(app(), DEMO.learner);
      await http().get(`${ORGS}/employees/userprofiles/${learner.id}`).set(bearer(learner)).expect(404);
      await http().get(`${ORGS}/employees/userprofiles/${learner.id}`).set(bearer(admin)).expect(404);
      await http().get(`${ORGS}/employees/userprofiles/${orgAdmin.id}`).set(bearer(learner)).expect(403);
    });
  });

  describe('assignments', () => {
    it('assigns a course to a department (its active members now) or to named people; the person sees it in their record', async () => {
      const email = uniqueEmail('assignee');
      const person = await addSubuser(orgAdmin, { email, firstName: 'Aree', lastName: 'Sign', department: 'Warehouse' }).expect(201);
      const byDepartment = await http()
        .post(`${ORGS}/${orgId}/assignments`)
        .set(bearer(orgAdmin))
        .send({ itemId: 'pdpa-essentials', isBundle: false, department: 'warehouse', dueDate: '2030-06-30T16:59:59.000Z' })
        .expect(201);
      const listed = (
        await http()
          .get(`${ORGS}/${orgId}/assignments?after=${encodeURIComponent(byDepartment.body.position)}`)
          .set(bearer(orgAdmin))
          .expect(200)
      ).body as AssignmentResponse[];
      expect(listed[0]).toMatchObject({ id: byDepartment.body.id, userIds: [person.body.id], department: 'warehouse', dueDate: '2030-06-30T16:59:59.000Z' });
      const record = (await http().get(`${ORGS}/employees/userprofiles/${person.body.id}`).set(bearer(orgAdmin)).expect(200)).body as EmployeeProfileResponse;
      expect(record.assigned).toEqual([
        expect.objectContaining({
          itemId: 'pdpa-essentials',
          isBundle: false,
          dueDate: '2030-06-30T16:59:59.000Z',
          enrolledAt: null,
          name: expect.objectContaining({ en: expect.any(String) }),
        }),
      ]);
      await http()
        .post(`${ORGS}/${orgId}/assignments`)
        .set(bearer(orgAdmin))
        .send({ itemId: 'pdpa-essentials', isBundle: false, userIds: [person.body.id] })
        .expect(201);
    });

    it('refuses people outside the organisation, an empty department, neither or both, and an item not on sale', async () => {
      const learner = await login(app(), DEMO.learner);
      const post = (body: object) =>
        http()
          .post(`${ORGS}/${orgId}/assignments`)
          .set(bearer(orgAdmin))
          .send({ itemId: 'pdpa-essentials', isBundle: false, ...body });
      expect((await post({ userIds: [learner.id] }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'userIds.0', rule: 'notAnEmployee' })]);
      expect((await post({ department: 'Nobody Works Here' }).expect(400)).body.errors).toEqual([expect.objectContaining({ rule: 'departmentEmpty' })]);
      expect((await post({}).expect(400)).body.errors).toEqual([expect.objectContaining({ rule: 'peopleOrDepartment' })]);
      expect((await post({ itemId: 'no-such-course', department: 'Operations' }).expect(400)).body.code).toBe('NOT_EXIST_FOREIGN_KEY');
    });
  });

  describe("another organisation's admin", () => {
    it('is FORBIDDEN on every route of this organisation and sees only their own', async () => {
      const otherEmail = uniqueEmail('other');
      await createOrganisation('0105558000014', [{ email: otherEmail, firstName: 'Other', lastName: 'Admin', role: 'ORG_ADMIN' }]);
      const other = await acceptInvitation(otherEmail);
      const person = (await employees(orgAdmin, '?take=1')).items[0]!;
      const attempts: [string, () => ReturnType<ReturnType<typeof http>['get']>][] = [
        ['read the organisation', () => http().get(`${ORGS}/${orgId}`)],
        [
          'add a person',
          () =>
            http()
              .post(`${ORGS}/${orgId}/add-subuser`)
              .send({ email: uniqueEmail('x'), firstName: 'X', lastName: 'Y' }),
        ],
        [
          'import people',
          () =>
            http()
              .post(`${ORGS}/${orgId}/employees/import`)
              .attach('file', Buffer.from(`${HEADER}\r\n${uniqueEmail('x')},X,Y,,,,,,,`), { filename: 'x.csv', contentType: 'text/csv' }),
        ],
        ['list people', () => http().get(`${ORGS}/${orgId}/employees`)],
        ['change a person', () => http().patch(`${ORGS}/${orgId}/employees/${person.id}`).send({ team: 'Taken over' })],
        ['read a record', () => http().get(`${ORGS}/employees/userprofiles/${person.id}`)],
        ['assign', () => http().post(`${ORGS}/${orgId}/assignments`).send({ itemId: 'pdpa-essentials', isBundle: false, department: 'Operations' })],
        ['list assignments', () => http().get(`${ORGS}/${orgId}/assignments`)],
      ];
      for (const [what, attempt] of attempts) {
        const answer = await attempt().set(bearer(other));
        expect([what, answer.status, answer.body.code]).toEqual([what, 403, 'FORBIDDEN']);
      }
      const own = (await http().get(ORGS).set(bearer(other)).expect(200)).body as OrganisationResponse[];
      expect(own).toHaveLength(1);
      expect(own[0]!.id).not.toBe(orgId);
    });
  });
});
