import type { SupportAttachmentView } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { fileSize } from './file-size';

/** An image as a thumbnail that opens the file; a PDF as a download link with its name and size. */
export function AttachmentView({ attachment }: { attachment: SupportAttachmentView }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const size = fileSize(attachment.size, locale);
  if (attachment.contentType.startsWith('image/')) {
    return (
      <a
        className="support-attachment image"
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('support.openFile', { name: attachment.name })}
      >
        <img src={attachment.url} alt={attachment.name} loading="lazy" />
      </a>
    );
  }
  return (
    <a className="support-attachment file" href={attachment.url} download={attachment.name} target="_blank" rel="noopener noreferrer">
      <span className="support-attachment-name">{attachment.name}</span>
      <span className="support-attachment-size">{t('support.fileSizeLabel', { size })}</span>
    </a>
  );
}
