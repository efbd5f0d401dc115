import { CERTIFICATE_STATUSES, type CertificateResponse, type CertificateStatus } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const STATUS_CHOICES = CERTIFICATE_STATUSES.map((id) => ({ id, name: `khru.certificates.status.${id}` }));

export const KIND_CHOICES = (['course', 'bundle'] as const).map((id) => ({ id, name: `khru.certificates.kind.${id}` }));

const COLORS: Record<CertificateStatus, 'default' | 'success' | 'warning' | 'error'> = {
  preparing: 'default',
  ready: 'success',
  failed: 'warning',
  revoked: 'error',
};

/** The certificate's status as a coloured chip: ready, its PDF still being made, the PDF failed, or revoked. */
export function CertificateStatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const certificate = useRecordContext<CertificateResponse>();
  const translate = useTranslate();
  if (!certificate) return null;
  return (
    <Chip
      size="small"
      color={COLORS[certificate.status]}
      variant={certificate.status === 'revoked' ? 'outlined' : 'filled'}
      label={translate(`khru.certificates.status.${certificate.status}`)}
    />
  );
}
