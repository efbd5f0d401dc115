import type { CertificateResponse } from '@khru/contracts';

/** The course or bundle title in the admin's language, the other one when that is empty. */
export const certificateTitle = (certificate: Pick<CertificateResponse, 'titleEn' | 'titleTh'>, locale: string): string =>
  (locale === 'th' ? certificate.titleTh || certificate.titleEn : certificate.titleEn || certificate.titleTh) ?? '';
