import { Create, useGetList } from 'react-admin';
import { BannerForm } from './banner-form';

/** A new banner goes last, inactive until the admin switches it on. */
export function BannerCreate() {
  const { total = 0 } = useGetList('banners', { pagination: { page: 1, perPage: 1 } });
  return (
    <Create redirect="show" record={{ active: false, order: total, imageUrl: { en: null, th: null } }}>
      <BannerForm creating />
    </Create>
  );
}
