import { BooleanField, FunctionField, useDataProvider, useLocaleState } from 'react-admin';
import { inLocale } from '../../catalogue-admin/shared/localized';
import { OrderedList } from '../../catalogue-admin/shared/ordered-list';
import { PreviewHomeButton } from '../preview-home-button';
import { ShelfOrderPreview } from './shelf-order-preview';
import type { ShelfRecord, ShelvesDataProvider } from './shelves.data-provider';

/** The home page's curated shelves in their order (inactive ones too); a row moves up or down, or opens. */
export function ShelfList() {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ShelvesDataProvider>();
  return (
    <OrderedList<ShelfRecord> reorder={(changed) => dataProvider.reorderShelves(changed)} actions={<PreviewHomeButton />} aside={<ShelfOrderPreview />}>
      <FunctionField<ShelfRecord> label="khru.catalogue.title" sortable={false} render={(s) => inLocale(s.title, locale)} />
      <FunctionField<ShelfRecord> source="courseIds" sortable={false} render={(s) => s.courseIds.length} textAlign="right" />
      <BooleanField source="active" sortable={false} />
    </OrderedList>
  );
}
