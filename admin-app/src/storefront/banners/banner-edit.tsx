import { Edit } from 'react-admin';
import { BannerForm } from './banner-form';

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <BannerForm />
    </Edit>
  );
}
