import { CostCentreCreate } from './cost-centre-create';
import { CostCentreList } from './cost-centre-list';
import { CostCentreShow } from './cost-centre-show';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: CostCentreList, show: CostCentreShow, create: CostCentreCreate };
