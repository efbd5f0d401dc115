import type { CertificateResponse } from '@khru/contracts';
import BlockIcon from '@mui/icons-material/Block';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
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
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../dataProvider/submission-errors';
import { certificateTitle } from './certificate-title';
import type { CertificatesDataProvider } from './certificates.data-provider';

/**
 * A platform admin revokes a certificate for good: a dialog says what that means and asks for the reason anyone
 * verifying it will read; revoking is confirmed there. Revoked certificates offer no button.
 */
export function RevokeCertificateButton() {
  const certificate = useRecordContext<CertificateResponse>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CertificatesDataProvider>();
  if (!certificate || certificate.status === 'revoked') return null;
  const submit = async ({ reason }: Record<string, unknown>) => {
    try {
      await dataProvider.revokeCertificate(certificate.id, String(reason).trim());
    } catch (error) {
      return submissionErrors(error);
    }
    setOpen(false);
    notify('khru.certificates.revoked', { type: 'success', messageArgs: { number: certificate.number } });
    refresh();
  };
  return (
    <>
      <Button label="khru.certificates.revoke" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} record={{}}>
          <DialogTitle id={titleId}>{translate('khru.certificates.revokeTitle', { number: certificate.number })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              {translate('khru.certificates.revokeContent', { holder: certificate.holderName, title: certificateTitle(certificate, locale) })}
            </DialogContentText>
            <TextInput
              source="reason"
              label="khru.certificates.reason"
              helperText="khru.certificates.reasonHelp"
              validate={required()}
              multiline
              minRows={2}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="khru.certificates.revoke" icon={<BlockIcon />} color="error" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
