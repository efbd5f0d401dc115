import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, RecordContextProvider, Resource, usePermissions } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../testing/render-with-admin';
import type { AdminCourse } from '../course-record';
import { AnnounceButton } from './announce-button';

const COURSE = { id: 'sql-basics', status: 'published', title: { en: 'SQL basics', th: 'พื้นฐาน SQL' } } as AdminCourse;

/** Says when the page knows the admin's permissions, so a test can tell "no button" from "not yet". */
function PermissionsKnown() {
  const { isPending } = usePermissions();
  return isPending ? null : <p>permissions known</p>;
}

const serve = (postAnnouncement = vi.fn(async () => ({ id: 'a-1', position: '7' }))) => ({ postAnnouncement });

function renderButton({ data = serve(), course = COURSE, permissions = ['ADMIN', 'MANAGE_CATALOGUE'], locale = 'en' as 'en' | 'th' } = {}) {
  renderWithAdmin(<Resource name="courses" list={() => null} />, {
    data,
    permissions,
    locale,
    dashboard: () => (
      <RecordContextProvider value={course}>
        <AnnounceButton />
        <PermissionsKnown />
      </RecordContextProvider>
    ),
  });
  return data;
}

async function write(fields: Record<string, string>) {
  fireEvent.click(await screen.findByRole('button', { name: 'Announce to learners' }));
  const dialog = await screen.findByRole('dialog', { name: 'Announce to the learners of "SQL basics"' });
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send announcement' }));
  return dialog;
}

const BOTH_LANGUAGES = {
  'Headline (English)': 'New lesson: joins',
  'Message (English)': 'Lesson 7 is up.\n\nTry it before Friday <3',
  'Headline (Thai)': 'บทเรียนใหม่: การ join',
  'Message (Thai)': 'บทที่ 7 พร้อมแล้ว',
};

describe('announcing to a course’s learners', () => {
  it('sends the headline in bold and each line as a paragraph, escaped, in both languages, once per announcement', async () => {
    const data = renderButton();
    const dialog = await write(BOTH_LANGUAGES);
    expect(within(dialog).getByText(/learners who hold this course and accept instructor announcements/)).toBeInTheDocument();
    await waitFor(() => expect(data.postAnnouncement).toHaveBeenCalledTimes(1));
    expect(data.postAnnouncement).toHaveBeenCalledWith(
      'sql-basics',
      {
        contentEn: '<p><strong>New lesson: joins</strong></p><p>Lesson 7 is up.</p><p>Try it before Friday &#60;3</p>',
        contentTh: '<p><strong>บทเรียนใหม่: การ join</strong></p><p>บทที่ 7 พร้อมแล้ว</p>',
      },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(await screen.findByText("The announcement is on its way to the course's learners")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing until both languages have a headline and a message', async () => {
    const data = renderButton();
    const dialog = await write({ 'Headline (English)': 'New lesson', 'Message (English)': 'Lesson 7 is up.' });
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(data.postAnnouncement).not.toHaveBeenCalled();
  });

  it('refuses a message too long for the notification once written as HTML, before sending', async () => {
    const data = renderButton();
    const dialog = await write({ ...BOTH_LANGUAGES, 'Message (Thai)': 'ก'.repeat(1990) });
    expect(await within(dialog).findByText('Too long: the headline and message together must be shorter')).toBeInTheDocument();
    expect(data.postAnnouncement).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s reason under the message it refused, and retries with the same key', async () => {
    const refusal = {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Check the highlighted fields',
      errors: [{ field: 'contentTh', code: 'BAD_REQUEST', message: 'Write something' }],
    };
    const postAnnouncement = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(refusal.message, 400, refusal))
      .mockResolvedValue({ id: 'a-1', position: '7' });
    renderButton({ data: serve(postAnnouncement) });
    const dialog = await write(BOTH_LANGUAGES);
    expect(await within(dialog).findByText('Write something')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send announcement' }));
    await waitFor(() => expect(postAnnouncement).toHaveBeenCalledTimes(2));
    const [first, second] = postAnnouncement.mock.calls as unknown as [[string, object, string], [string, object, string]];
    expect(second[2]).toBe(first[2]);
  });

  it.each([
    ['a catalogue manager who is not a platform admin', COURSE, ['MANAGE_CATALOGUE']],
    ['a draft, which has no learners', { ...COURSE, status: 'draft' } as AdminCourse, ['ADMIN', 'MANAGE_CATALOGUE']],
  ])('is not offered to %s', async (_case, course, permissions) => {
    renderButton({ course, permissions });
    await screen.findByText('permissions known');
    expect(screen.queryByRole('button', { name: 'Announce to learners' })).not.toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    renderButton({ locale: 'th' });
    fireEvent.click(await screen.findByRole('button', { name: 'ประกาศถึงผู้เรียน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศถึงผู้เรียนของ "พื้นฐาน SQL"' });
    for (const label of ['หัวข้อ (อังกฤษ)', 'ข้อความ (อังกฤษ)', 'หัวข้อ (ไทย)', 'ข้อความ (ไทย)'])
      expect(within(dialog).getByLabelText(label, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ส่งประกาศ' })).toBeInTheDocument();
  });
});
