import CampaignIcon from '@mui/icons-material/Campaign';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../../dataProvider/submission-errors';
import { courseTitle, type AdminCourse } from '../course-record';
import type { CoursesDataProvider } from '../courses.data-provider';
import { announcementBody, fitsAnnouncement, type AnnouncementInput } from './announcement-content';

const EMPTY: AnnouncementInput = { titleEn: '', titleTh: '', messageEn: '', messageTh: '' };

/** The server's refusal of a language's content, shown under that language's message. */
function refusalOnFields(error: unknown): Record<string, unknown> {
  const { contentEn, contentTh, ...rest } = submissionErrors(error);
  return { ...rest, ...(contentEn ? { messageEn: contentEn } : {}), ...(contentTh ? { messageTh: contentTh } : {}) };
}

/**
 * A platform admin writes to a course's learners, in English and Thai (each learner reads their own language).
 * Only ADMIN is offered it: the course's instructor may post through the API too, but instructors cannot sign in to
 * the admin app. A draft has never been on sale, so it has no learners to tell.
 */
export function AnnounceButton() {
  const course = useRecordContext<AdminCourse>();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  // One key per announcement being written: a retry after a lost answer posts it once.
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const titleId = useId();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<CoursesDataProvider>();
  if (!course || course.status === 'draft' || !permissions?.includes('ADMIN')) return null;

  const start = () => {
    setIdempotencyKey(crypto.randomUUID());
    setOpen(true);
  };
  // The limit is on the HTML sent, headline and message together: checked on the message.
  const fitsWithHeadline = (titleSource: string) => (message: unknown, values: Record<string, unknown>) =>
    fitsAnnouncement(String(values[titleSource] ?? ''), String(message ?? '')) ? undefined : 'khru.courses.announce.tooLong';
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.postAnnouncement(course.id, announcementBody({ ...EMPTY, ...values } as AnnouncementInput), idempotencyKey);
    } catch (error) {
      return refusalOnFields(error);
    }
    setOpen(false);
    notify('khru.courses.announce.done', { type: 'success' });
  };
  const language = (code: 'en' | 'th') => translate(`khru.languages.${code}`);
  return (
    <>
      <Button label="khru.courses.announce.button" onClick={start}>
        <CampaignIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={EMPTY}>
          <DialogTitle id={titleId}>{translate('khru.courses.announce.title', { title: courseTitle(course, locale) })}</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('khru.courses.announce.audience')}
            </Alert>
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 0, md: 3 } }}>
              {(['en', 'th'] as const).map((code) => {
                const suffix = code === 'en' ? 'En' : 'Th';
                const inLanguage = { language: language(code) };
                return (
                  <Stack key={code} sx={{ flex: 1, minWidth: 0 }}>
                    <TextInput source={`title${suffix}`} label={translate('khru.courses.announce.headline', inLanguage)} validate={required()} fullWidth />
                    <TextInput
                      source={`message${suffix}`}
                      label={translate('khru.courses.announce.message', inLanguage)}
                      validate={[required(), fitsWithHeadline(`title${suffix}`)]}
                      multiline
                      minRows={5}
                      fullWidth
                    />
                  </Stack>
                );
              })}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.courses.announce.send" icon={<SendIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
