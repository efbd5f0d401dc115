import { describe, expect, it } from '@jest/globals';
import type { InstructorListResponse, InstructorResponse, JobFunctionsResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const instructor = {
  id: 'malee-jaidee',
  firstName: 'Malee',
  lastName: 'Jaidee',
  firstNameTh: 'มาลี',
  lastNameTh: 'ใจดี',
  headline: { en: 'Presentation coach', th: 'โค้ชการนำเสนอ' },
  bio: { en: 'Helps teams present clearly.', th: 'ช่วยให้ทีมนำเสนอได้ชัดเจน' },
};

describe.each(STORE_PROFILES)('job functions and instructors API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  it('lists the seeded job functions in English and Thai, in the same order, null sub-functions when there are none', async () => {
    const { jobFunctions, jobFunctionsTh } = (await http().get('/api/coursesapi/job-functions').expect(200)).body as JobFunctionsResponse;
    expect(jobFunctions.length).toBeGreaterThanOrEqual(8);
    expect(jobFunctionsTh.map((j) => j.id)).toEqual(jobFunctions.map((j) => j.id));
    expect(jobFunctions[0]).toMatchObject({ id: 'management', name: 'Management' });
    expect(jobFunctionsTh[0]?.name).toBe('ผู้บริหาร');
    expect(jobFunctions.find((j) => j.id === 'finance')?.subFunctions).toBeNull();
    expect(jobFunctionsTh.find((j) => j.id === 'sales')?.subFunctions).toEqual([{ name: 'ลูกค้าองค์กร' }, { name: 'การขายปลีก' }]);
  });

  it('lists and shows the seeded instructors; an unknown one is 404 with the catalogue message', async () => {
    const list = (await http().get('/api/coursesapi/instructor?take=5').expect(200)).body as InstructorListResponse;
    expect(list.totalCount).toBeGreaterThanOrEqual(10);
    expect(list.data).toHaveLength(5);
    const one = (await http().get('/api/coursesapi/instructor/kanya-thongdee').expect(200)).body as InstructorResponse;
    expect(one).toMatchObject({ firstName: 'Kanya', firstNameTh: 'กันยา', headlineTh: 'โค้ชด้านการวิเคราะห์ข้อมูล' });
    const missing = await http().get('/api/coursesapi/instructor/nobody').set('Accept-Language', 'th').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'ไม่พบข้อมูล' });
  });

  it('lets a catalogue manager register and update an instructor', async () => {
    const admin = await login(app(), DEMO.admin);
    const created = await http().post('/api/coursesapi/instructor').set(bearer(admin)).send(instructor).expect(201);
    expect((await http().get(`/api/coursesapi/instructor/malee-jaidee?after=${created.body.position}`).expect(200)).body).toMatchObject({
      lastNameTh: 'ใจดี',
      bioEn: 'Helps teams present clearly.',
    });
    await http().post('/api/coursesapi/instructor').set(bearer(admin)).send(instructor).expect(409);
    const updated = await http()
      .put('/api/coursesapi/instructor/malee-jaidee')
      .set(bearer(admin))
      .send({ ...instructor, profileImageUrl: '/api/files/x/y.png' })
      .expect(200);
    expect((await http().get(`/api/coursesapi/instructor/malee-jaidee?after=${updated.body.position}`)).body.profileImageUrl).toBe('/api/files/x/y.png');
    await http().put('/api/coursesapi/instructor/someone-else').set(bearer(admin)).send(instructor).expect(400);
    await http()
      .put('/api/coursesapi/instructor/nobody')
      .set(bearer(admin))
      .send({ ...instructor, id: 'nobody' })
      .expect(404);
  });

  it('refuses authoring by callers without the permission, and bad input', async () => {
    const learner = await login(app(), DEMO.learner);
    const admin = await login(app(), DEMO.admin);
    await http().post('/api/coursesapi/instructor').send(instructor).expect(401);
    await http().post('/api/coursesapi/instructor').set(bearer(learner)).send(instructor).expect(403);
    const bad = await http()
      .post('/api/coursesapi/instructor')
      .set(bearer(admin))
      .send({ ...instructor, id: 'Not A Slug', headline: { en: 'Only English' }, profileImageUrl: 'javascript:alert(1)' })
      .expect(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field)).toEqual(expect.arrayContaining(['id', 'headline.th', 'profileImageUrl']));
    const badJob = await http()
      .post('/api/coursesapi/job-functions')
      .set(bearer(admin))
      .send({ id: 'x', name: { en: 'X' }, subFunctions: 'none', order: -1 })
      .expect(400);
    expect((badJob.body.errors as { field: string }[]).map((e) => e.field)).toEqual(expect.arrayContaining(['name.th', 'subFunctions', 'order']));
  });

  it('lets a catalogue manager define and update a job function', async () => {
    const admin = await login(app(), DEMO.admin);
    const body = { id: 'legal', name: { en: 'Legal', th: 'กฎหมาย' }, subFunctions: [], order: 20 };
    await http().post('/api/coursesapi/job-functions').set(bearer(admin)).send(body).expect(201);
    await http().post('/api/coursesapi/job-functions').set(bearer(admin)).send(body).expect(409);
    const updated = await http()
      .put('/api/coursesapi/job-functions/legal')
      .set(bearer(admin))
      .send({ ...body, subFunctions: [{ en: 'Contracts', th: 'สัญญา' }] })
      .expect(200);
    const { jobFunctions } = (await http().get(`/api/coursesapi/job-functions?after=${updated.body.position}`).expect(200)).body as JobFunctionsResponse;
    expect(jobFunctions.at(-1)).toEqual({ id: 'legal', name: 'Legal', subFunctions: [{ name: 'Contracts' }] });
  });
});
