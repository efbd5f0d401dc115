import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { CertificateList } from './certificate-list';
import { CertificateShow } from './certificate-show';

/** A certificate is named by its number (the show page's title). */
export default { list: CertificateList, show: CertificateShow, icon: WorkspacePremiumIcon, recordRepresentation: 'number' };
