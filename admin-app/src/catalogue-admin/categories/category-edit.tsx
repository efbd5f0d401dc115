import { Edit } from 'react-admin';
import { CategoryForm } from './category-form';

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CategoryForm />
    </Edit>
  );
}
