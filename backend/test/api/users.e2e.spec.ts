import { describe, expect, it } from '@jest/globals';
import {
  PUBLIC_PROFILE_SETTING_KEYS,
  type ContactMessageResponse,
  type PublicProfileResponse,
  type UserListResponse,
  type UserResponse,
} from '@khru/contracts';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

/** The smallest valid PNG (1x1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(STORE_PROFILES)('users and contact API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  describe('profile patch', () => {
    it('applies allowed replaces and the public profile honours the switches', async () => {
      const auth = await signup(app());
      const anonymous = (await http().get(`/api/userprofileapi/user/${auth.id}/public?after=${auth.position}`).expect(200)).body as PublicProfileResponse;
      expect(anonymous).toEqual({ id: auth.id, firstName: 'Ann', lastName: 'Lee', profileImageUrl: null, switchedOff: PUBLIC_PROFILE_SETTING_KEYS });
      const patched = await http()
        .patch(`/api/userprofileapi/user/${auth.id}`)
        .set(bearer(auth))
        .set('Content-Type', 'application/json-patch+json')
        .send(
          JSON.stringify([
            { op: 'replace', path: '/birthday', value: '1990-01-15' },
            { op: 'replace', path: '/position', value: 'Data analyst' },
            { op: 'replace', path: '/interests', value: { categories: ['business'], subCategories: ['finance'] } },
            { op: 'replace', path: '/publicProfileSettings/showJobTitle', value: true },
            { op: 'replace', path: '/publicProfileSettings/showInterests', value: true },
            { op: 'replace', path: '/notificationSettings/doNotReceivePromotionalEmails', value: true },
          ]),
        )
        .expect(200);
      const user = (await http().get(`/api/userprofileapi/user/${auth.id}?after=${patched.body.position}`).set(bearer(auth)).expect(200)).body as UserResponse;
      expect(user).toMatchObject({ birthday: '1990-01-15', position: 'Data analyst', interests: { categories: ['business'], subCategories: ['finance'] } });
      expect(user.notificationSettings.doNotReceivePromotionalEmails).toBe(true);
      const visible = (await http().get(`/api/userprofileapi/user/${auth.id}/public`).expect(200)).body as PublicProfileResponse;
      expect(visible).toEqual({
        id: auth.id,
        firstName: 'Ann',
        lastName: 'Lee',
        profileImageUrl: null,
        jobTitle: 'Data analyst',
        interests: { categories: ['business'], subCategories: ['finance'] },
        switchedOff: ['showAge', 'showLearningHours', 'showCertificates', 'showReviews'],
      });
    });

    it.each([
      ['a path outside the allow-list', [{ op: 'replace', path: '/role', value: 'ADMIN' }]],
      ['an operation other than replace', [{ op: 'remove', path: '/position' }]],
      ['a wrong value type', [{ op: 'replace', path: '/publicProfileSettings/showAge', value: 'yes' }]],
      [
        'an allowed operation next to a refused one',
        [
          { op: 'replace', path: '/position', value: 'Hacker' },
          { op: 'replace', path: '/email', value: 'x@y.z' },
        ],
      ],
      ['a body that is not a list', { op: 'replace', path: '/position', value: 'x' }],
    ])('refuses %s with BAD_REQUEST and changes nothing', async (_name, operations) => {
      const auth = await signup(app());
      const response = await http().patch(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).send(operations).expect(400);
      expect(response.body.code).toBe('BAD_REQUEST');
      const user = (await http().get(`/api/userprofileapi/user/${auth.id}?after=${auth.position}`).set(bearer(auth)).expect(200)).body as UserResponse;
      expect(user).toMatchObject({ role: 'MEMBER', position: null, publicProfileSettings: { showAge: false } });
    });

    it('shows the age from the birth date, never the date, only while its switch is on', async () => {
      const auth = await signup(app());
      const patch = (operations: object[]) => http().patch(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).send(operations).expect(200);
      const birthday = `${new Date().getUTCFullYear() - 31}-01-01`;
      const hidden = await patch([{ op: 'replace', path: '/birthday', value: birthday }]);
      const before = (await http().get(`/api/userprofileapi/user/${auth.id}/public?after=${hidden.body.position}`).expect(200)).body as PublicProfileResponse;
      expect(before).not.toHaveProperty('age');
      const shown = await patch([{ op: 'replace', path: '/publicProfileSettings/showAge', value: true }]);
      const after = (await http().get(`/api/userprofileapi/user/${auth.id}/public?after=${shown.body.position}`).expect(200)).body as PublicProfileResponse;
      expect(after.age).toBe(31);
      expect(JSON.stringify(after)).not.toContain(birthday);
    });

    it.each([
      [
        'a birth date in the future',
        '/birthday',
        `${new Date().getUTCFullYear() + 1}-01-01`,
        { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' },
        'A birth date must be in the past',
        'วันเกิดต้องเป็นวันที่ผ่านมาแล้ว',
      ],
      [
        'a birth date under 10 years ago',
        '/birthday',
        `${new Date().getUTCFullYear() - 5}-01-01`,
        { code: 'IS_DATE_STRING', rule: 'ageAtLeast', n: 10 },
        'You must be at least 10 years old',
        'คุณต้องมีอายุอย่างน้อย 10 ปี',
      ],
      [
        'a birth date over 120 years ago',
        '/birthday',
        '1890-01-01',
        { code: 'IS_DATE_STRING', rule: 'ageAtMost', n: 120 },
        'Please check the year: this birth date makes you older than 120',
        'กรุณาตรวจสอบปีเกิด วันเกิดนี้ทำให้อายุเกิน 120 ปี',
      ],
      [
        'a job title over 100 characters',
        '/position',
        'x'.repeat(101),
        { code: 'BAD_REQUEST', rule: 'maxLength', n: 100 },
        'Must be at most 100 characters',
        'ต้องมีไม่เกิน 100 ตัวอักษร',
      ],
    ])('refuses %s with its rule, in English and Thai', async (_name, path, value, problem, english, thai) => {
      const auth = await signup(app());
      const operations = [{ op: 'replace', path, value }];
      const en = await http().patch(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).send(operations).expect(400);
      expect(en.body.errors).toEqual([{ field: path, ...problem, message: english }]);
      const th = await http().patch(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).set('Accept-Language', 'th').send(operations).expect(400);
      expect(th.body.errors[0].message).toBe(thai);
      const user = (await http().get(`/api/userprofileapi/user/${auth.id}?after=${auth.position}`).set(bearer(auth)).expect(200)).body as UserResponse;
      expect(user).toMatchObject({ birthday: null, position: null });
    });

    it('names the instructor profile an instructor teaches as, and none for a learner', async () => {
      const instructor = await login(app(), DEMO.instructor);
      const learner = await login(app(), DEMO.learner);
      expect(((await http().get(`/api/userprofileapi/user/${instructor.id}`).set(bearer(instructor)).expect(200)).body as UserResponse).instructorIds).toEqual([
        'kanya-thongdee',
      ]);
      expect(((await http().get(`/api/userprofileapi/user/${learner.id}`).set(bearer(learner)).expect(200)).body as UserResponse).instructorIds).toEqual([]);
    });

    it('refuses patching someone else', async () => {
      const me = await signup(app());
      const other = await signup(app());
      const response = await http()
        .patch(`/api/userprofileapi/user/${other.id}`)
        .set(bearer(me))
        .send([{ op: 'replace', path: '/position', value: 'x' }])
        .expect(403);
      expect(response.body.code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      await http().get(`/api/userprofileapi/user/${other.id}`).set(bearer(me)).expect(403);
    });
  });

  describe('profile image', () => {
    it('stores a real image, re-encoded as WebP, and serves it with its type', async () => {
      const auth = await signup(app());
      const response = await http().post(`/api/userprofileapi/user/${auth.id}/image`).set(bearer(auth)).attach('image', PNG, 'me.png').expect(200);
      expect(response.body.profileImageUrl).toMatch(/^\/api\/files\/profile-images\/.+\.webp$/);
      await http().get(response.body.profileImageUrl).expect(200).expect('Content-Type', 'image/webp');
      const user = (await http().get(`/api/userprofileapi/user/${auth.id}?after=${response.body.position}`).set(bearer(auth))).body as UserResponse;
      expect(user.profileImageUrl).toBe(response.body.profileImageUrl);
    });

    it('refuses a file that is not an image, whatever it is called', async () => {
      const auth = await signup(app());
      const response = await http()
        .post(`/api/userprofileapi/user/${auth.id}/image`)
        .set(bearer(auth))
        .attach('image', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'me.png', contentType: 'image/png' })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'FILE_UPLOAD_FAILED', errors: [{ field: 'image' }] });
    });

    it('refuses an oversized file and a missing one', async () => {
      const auth = await signup(app());
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
      const tooLarge = await http().post(`/api/userprofileapi/user/${auth.id}/image`).set(bearer(auth)).attach('image', big, 'big.png').expect(413);
      expect(tooLarge.body.message).toBe('The request is too large');
      await http().post(`/api/userprofileapi/user/${auth.id}/image`).set(bearer(auth)).field('name', 'x').expect(400);
      const user = (await http().get(`/api/userprofileapi/user/${auth.id}?after=${auth.position}`).set(bearer(auth))).body as UserResponse;
      expect(user.profileImageUrl).toBeNull();
    });

    it('serves nothing for an unknown or crafted file key', async () => {
      await http().get('/api/files/profile-images/../../jwt-secret').expect(404);
      await http().get('/api/files/nothing/here.png').expect(404);
    });
  });

  describe('administration', () => {
    it('lets an administrator list, search, create, edit and delete accounts', async () => {
      const admin = await login(app(), DEMO.admin);
      const email = uniqueEmail('staff');
      const created = await http()
        .post('/api/userprofileapi/user')
        .set(bearer(admin))
        .send({ email, password: 'staff-password-1', firstName: 'Kla', lastName: 'Dee', role: 'INSTRUCTOR' })
        .expect(201);
      const list = (await http().get(`/api/userprofileapi/user?search=kla&after=${created.body.position}`).set(bearer(admin)).expect(200))
        .body as UserListResponse;
      expect(list.data.map((u) => u.email)).toContain(email);
      const staff = await login(app(), email, 'staff-password-1');
      const edited = await http()
        .put(`/api/userprofileapi/user/${created.body.id}`)
        .set(bearer(admin))
        .send({ firstName: 'Kla', lastName: 'Dee', role: 'HR' })
        .expect(200);
      const user = (await http().get(`/api/userprofileapi/user/${created.body.id}?after=${edited.body.position}`).set(bearer(admin))).body as UserResponse;
      expect(user.role).toBe('HR');
      await http().delete(`/api/userprofileapi/user/${created.body.id}`).set(bearer(admin)).expect(200);
      await http().post('/api/authapi/auth/login').send({ email, password: 'staff-password-1' }).expect(401);
      await http().post(`/api/authapi/auth/${staff.id}/refresh-token`).send({ refreshToken: staff.refreshToken }).expect(401);
    });

    it('refuses an administrator updating or deleting themselves here', async () => {
      const admin = await login(app(), DEMO.admin);
      const put = await http()
        .put(`/api/userprofileapi/user/${admin.id}`)
        .set(bearer(admin))
        .send({ firstName: 'A', lastName: 'B', role: 'MEMBER' })
        .expect(403);
      expect(put.body).toMatchObject({ code: 'NOT_UPDATE_YOURSELF', message: 'You cannot update yourself in here, go to profile page' });
      const del = await http().delete(`/api/userprofileapi/user/${admin.id}`).set(bearer(admin)).expect(403);
      expect(del.body.code).toBe('NOT_DELETE_YOURSELF');
    });

    it('refuses bad input and callers without the permission', async () => {
      const admin = await login(app(), DEMO.admin);
      const learner = await login(app(), DEMO.learner);
      await http().post('/api/userprofileapi/user').set(bearer(learner)).send({}).expect(403);
      const bad = await http()
        .post('/api/userprofileapi/user')
        .set(bearer(admin))
        .send({ email: 'x', password: 'p', firstName: '', lastName: 'L', role: 'KING' })
        .expect(400);
      expect((bad.body.errors as { field: string }[]).map((e) => e.field)).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'role']));
      await http().get('/api/userprofileapi/user?take=1000').set(bearer(admin)).expect(400);
      await http()
        .post('/api/userprofileapi/user')
        .set(bearer(admin))
        .send({ email: DEMO.learner, password: 'long-enough-1', firstName: 'A', lastName: 'B', role: 'MEMBER' })
        .expect(409);
    });
  });

  describe('contact us', () => {
    const message = { name: 'Ann Lee', email: 'ann@example.com', phoneNumber: '+66 81 234 5678', topic: 'business', message: 'Do you have team plans?' };

    it('keeps a message for administrators to read', async () => {
      const sent = await http()
        .post('/api/cmsapi/contact-messages')
        .set('Accept-Language', 'th')
        .send({ ...message, companyName: 'Acme' })
        .expect(201);
      const admin = await login(app(), DEMO.admin);
      const inbox = (await http().get(`/api/cmsapi/contact-messages?after=${sent.body.position}`).set(bearer(admin)).expect(200)).body
        .data as ContactMessageResponse[];
      expect(inbox.find((m) => m.id === sent.body.id)).toMatchObject({ ...message, companyName: 'Acme', locale: 'th' });
    });

    it('refuses bad input, and readers without the permission', async () => {
      const response = await http()
        .post('/api/cmsapi/contact-messages')
        .send({ ...message, email: 'nope', phoneNumber: 'call me', topic: 'gossip', message: '' })
        .expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'email', code: 'IS_EMAIL' }),
          expect.objectContaining({ field: 'phoneNumber', code: 'IS_MOBILE_PHONE' }),
          expect.objectContaining({ field: 'topic', code: 'IS_IN' }),
          expect.objectContaining({ field: 'message', code: 'IS_NOT_EMPTY' }),
        ]),
      );
      const learner = await login(app(), DEMO.learner);
      await http().get('/api/cmsapi/contact-messages').set(bearer(learner)).expect(403);
      await http().get('/api/cmsapi/contact-messages').expect(401);
    });
  });

  it('frees the address of a deleted account for a new one', async () => {
    const admin = await login(app(), DEMO.admin);
    const email = uniqueEmail('freed');
    const auth = await signup(app(), email);
    await http().delete(`/api/userprofileapi/user/${auth.id}`).set(bearer(admin)).expect(200);
    await signup(app(), email);
  });
});
