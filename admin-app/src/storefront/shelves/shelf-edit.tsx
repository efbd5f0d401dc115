import { Edit } from 'react-admin';
import { ShelfForm } from './shelf-form';

export function ShelfEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ShelfForm />
    </Edit>
  );
}
