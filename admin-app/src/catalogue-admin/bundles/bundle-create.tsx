import { Create } from 'react-admin';
import { BundleForm } from './bundle-form';

export function BundleCreate() {
  return (
    <Create redirect="show" record={{ isSingleCertificate: false, courseIds: [], price: 0 }}>
      <BundleForm creating />
    </Create>
  );
}
