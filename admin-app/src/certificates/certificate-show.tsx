import type { CertificateResponse } from '@khru/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as MuiLink, Stack } from '@mui/material';
import { FunctionField, Labeled, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { HistorySection } from '../history/history-section';
import { CertificatePdfButton } from './certificate-pdf-button';
import { CertificateStatusField, KIND_CHOICES } from './certificate-status';
import { RevokeCertificateButton } from './revoke-certificate-button';

function CertificateActions() {
  return (
    <TopToolbar>
      <CertificatePdfButton />
      <RevokeCertificateButton />
    </TopToolbar>
  );
}

/** The public verification page and the Open Badges credential: what anyone holding the certificate can check. */
function VerificationLinks() {
  const certificate = useRecordContext<CertificateResponse>();
  const translate = useTranslate();
  if (!certificate) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <MuiLink href={certificate.verifyUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {translate('khru.certificates.verify')}
        <OpenInNewIcon fontSize="inherit" />
      </MuiLink>
      <MuiLink href={certificate.badgeUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {translate('khru.certificates.badge')}
        <OpenInNewIcon fontSize="inherit" />
      </MuiLink>
    </Stack>
  );
}

/** When and why it was revoked; nothing for a valid certificate. */
function Revocation() {
  const certificate = useRecordContext<CertificateResponse>();
  if (!certificate?.revokedAt) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      <Labeled source="revokedAt">
        <LocalDateField source="revokedAt" />
      </Labeled>
      <Labeled source="revokedReason">
        <TextField source="revokedReason" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      </Labeled>
    </Stack>
  );
}

/** A certificate as issued: number, holder, titles in both languages, score, status and links, with its PDF, the Revoke button and its history. */
export function CertificateShow() {
  return (
    <Show actions={<CertificateActions />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <CertificateStatusField source="status" />
        <Revocation />
        <TextField source="holderName" />
        <TextField source="userId" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <TextField source="titleEn" />
        <TextField source="titleTh" />
        <FunctionField<CertificateResponse>
          source="scorePercent"
          render={(certificate) => (certificate.scorePercent === null ? '—' : `${certificate.scorePercent}%`)}
        />
        <FunctionField<CertificateResponse> source="courseIds" render={(certificate) => certificate.courseIds.join(', ')} />
        <LocalDateField source="issuedAt" />
        <VerificationLinks />
      </SimpleShowLayout>
      <HistorySection kind="certificate" />
    </Show>
  );
}
