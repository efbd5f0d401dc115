import { Edit } from 'react-admin';
import { BundleForm } from './bundle-form';

/** Saves when the server accepted (pessimistic): a refused revision leaves the form with the server's messages. */
export function BundleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <BundleForm />
    </Edit>
  );
}
