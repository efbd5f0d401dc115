import BusinessIcon from '@mui/icons-material/Business';
import { createElement } from 'react';
import { OrganisationCreate } from './organisation-create';
import { OrganisationList } from './organisation-list';
import { OrganisationName } from './organisation-name';
import { OrganisationShow } from './organisation-show';

export default {
  list: OrganisationList,
  create: OrganisationCreate,
  show: OrganisationShow,
  icon: BusinessIcon,
  recordRepresentation: createElement(OrganisationName),
};
