import { Box } from '@mui/material';
import { BooleanField, FunctionField, TextField, useDataProvider, useLocaleState } from 'react-admin';
import { inLocale } from '../../catalogue-admin/shared/localized';
import { OrderedList } from '../../catalogue-admin/shared/ordered-list';
import { PreviewHomeButton } from '../preview-home-button';
import { bannerWindow } from './banner-window';
import type { BannerRecord, BannersDataProvider } from './banners.data-provider';

/** The home page's banners in their order (inactive ones too); a row moves up or down, or opens. */
export function BannerList() {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<BannersDataProvider>();
  return (
    <OrderedList<BannerRecord> reorder={(changed) => dataProvider.reorderBanners(changed)} actions={<PreviewHomeButton />}>
      <FunctionField<BannerRecord>
        label="khru.storefront.banners.image"
        sortable={false}
        render={(b) => {
          const url = locale === 'th' ? (b.imageUrl.th ?? b.imageUrl.en) : (b.imageUrl.en ?? b.imageUrl.th);
          return url ? <Box component="img" src={url} alt="" sx={{ width: 96, height: 40, objectFit: 'cover', borderRadius: 0.5 }} /> : null;
        }}
      />
      <FunctionField<BannerRecord> source="title" sortable={false} render={(b) => inLocale(b.title, locale)} />
      <TextField source="linkUrl" sortable={false} emptyText="—" />
      <BooleanField source="active" sortable={false} />
      <FunctionField<BannerRecord> label="khru.storefront.banners.window" sortable={false} render={(b) => bannerWindow(b, locale) || '—'} />
    </OrderedList>
  );
}
