import { Create } from 'react-admin';
import { CategoryForm } from './category-form';

export function CategoryCreate() {
  return (
    <Create redirect="show" record={{ subCategories: [] }}>
      <CategoryForm creating />
    </Create>
  );
}
