import { CertificateList } from './certificate-list';
import { CertificateShow } from './certificate-show';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: CertificateList, show: CertificateShow };
