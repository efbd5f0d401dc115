import CategoryIcon from '@mui/icons-material/Category';
import { CategoryList } from './category-list';

export default { list: CategoryList, icon: CategoryIcon };
