import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useDataProvider, useLocaleState, useRecordContext } from 'react-admin';
import { ConfirmButton } from '../shared/confirm-button';
import { inLocale } from '../shared/localized';
import type { BundleRecord, BundlesDataProvider } from './bundles.data-provider';

/** Puts a bundle on sale or takes it off sale (learners who hold it keep it), after a confirmation naming it. */
export function BundlePublishButton() {
  const bundle = useRecordContext<BundleRecord>();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<BundlesDataProvider>();
  if (!bundle) return null;
  const publishing = bundle.status !== 'published';
  return (
    <ConfirmButton
      texts={`khru.catalogue.bundles.${publishing ? 'publish' : 'unpublish'}`}
      icon={publishing ? <PublishIcon /> : <UnpublishedIcon />}
      color={publishing ? 'primary' : 'warning'}
      translateOptions={{ name: inLocale(bundle.name, locale) }}
      action={() => (publishing ? dataProvider.publishBundle(bundle.id) : dataProvider.unpublishBundle(bundle.id))}
    />
  );
}
