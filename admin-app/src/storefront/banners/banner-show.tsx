import { Stack } from '@mui/material';
import { BooleanField, EditButton, FunctionField, Labeled, Show, TabbedShowLayout, TextField, TopToolbar, useLocaleState } from 'react-admin';
import { LocalizedPicture } from '../../catalogue-admin/shared/localized-picture';
import { RecordHistory } from '../../catalogue-admin/shared/record-history';
import { PreviewHomeButton } from '../preview-home-button';
import { bannerWindow } from './banner-window';
import type { BannerRecord } from './banners.data-provider';

/** A banner in both languages with its window and place, and its History. */
export function BannerShow() {
  const [locale] = useLocaleState();
  return (
    <Show
      actions={
        <TopToolbar>
          <PreviewHomeButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <FunctionField<BannerRecord> label="resources.banners.fields.title.en" render={(b) => b.title.en} />
          <FunctionField<BannerRecord> label="resources.banners.fields.title.th" render={(b) => b.title.th} />
          <FunctionField<BannerRecord> label="resources.banners.fields.subtitle.en" render={(b) => b.subtitle.en} />
          <FunctionField<BannerRecord> label="resources.banners.fields.subtitle.th" render={(b) => b.subtitle.th} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Labeled label="resources.banners.fields.imageUrl.en">
              <LocalizedPicture source="imageUrl" language="en" width={320} />
            </Labeled>
            <Labeled label="resources.banners.fields.imageUrl.th">
              <LocalizedPicture source="imageUrl" language="th" width={320} />
            </Labeled>
          </Stack>
          <TextField source="linkUrl" emptyText="—" />
          <BooleanField source="active" />
          <FunctionField<BannerRecord> label="khru.storefront.banners.window" render={(b) => bannerWindow(b, locale) || '—'} />
          <FunctionField<BannerRecord> source="order" render={(b) => b.order + 1} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="banner" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
