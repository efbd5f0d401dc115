import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { LicenceResponse } from '@khru/contracts';
import { LicenceList } from './licence-list';
import { LicenceShow } from './licence-show';

export default { list: LicenceList, show: LicenceShow, icon: CardMembershipIcon, recordRepresentation: (licence: LicenceResponse) => licence.name };
