import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies a certificate's public verification address, to paste into a CV or a message. */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('certificate.linkCopied')),
      () => toast.error(t('certificate.copyFailed')),
    );
  return (
    <button type="button" className="button secondary small" onClick={() => void copy()}>
      {t('certificate.copyLink')}
    </button>
  );
}
