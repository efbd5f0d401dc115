import { OrganisationCreate } from './organisation-create';
import { OrganisationList } from './organisation-list';
import { OrganisationShow } from './organisation-show';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: OrganisationList, create: OrganisationCreate, show: OrganisationShow };
