import { Create, useGetList } from 'react-admin';
import { ShelfForm } from './shelf-form';

/** A new shelf goes last, inactive until the admin switches it on. */
export function ShelfCreate() {
  const { total = 0 } = useGetList('shelves', { pagination: { page: 1, perPage: 1 } });
  return (
    <Create redirect="show" record={{ active: false, order: total, courseIds: [] }}>
      <ShelfForm creating />
    </Create>
  );
}
