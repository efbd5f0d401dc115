import { LicenceList } from './licence-list';
import { LicenceShow } from './licence-show';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: LicenceList, show: LicenceShow };
