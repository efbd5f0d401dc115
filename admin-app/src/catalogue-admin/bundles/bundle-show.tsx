import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  EditButton,
  FunctionField,
  Labeled,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatBaht } from '../../fields/baht';
import { LocalDateField } from '../../fields/local-date-field';
import { formatDateTime } from '../../i18n/date-format';
import { CourseNames } from '../shared/course-names';
import { LocalizedPicture } from '../shared/localized-picture';
import { RecordHistory } from '../shared/record-history';
import { StatusChip } from '../shared/status-chip';
import { BundlePriceButton } from './bundle-price-button';
import { BundlePublishButton } from './bundle-publish-button';
import type { BundleRecord } from './bundles.data-provider';

/** Prices in effect from each moment, the newest last. */
function PriceSchedule() {
  const bundle = useRecordContext<BundleRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!bundle) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(bundle.priceSchedule ?? []).map((entry) => (
        <Chip
          key={entry.effectiveFrom}
          size="small"
          variant="outlined"
          label={translate('khru.catalogue.bundles.price.from', {
            price: formatBaht(entry.price, locale),
            from: formatDateTime(entry.effectiveFrom, locale),
          })}
        />
      ))}
    </Stack>
  );
}

/** A bundle with its courses and prices; edit, publish or unpublish, change its price; its History. */
export function BundleShow() {
  const [locale] = useLocaleState();
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <BundlePriceButton />
          <BundlePublishButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <StatusChip source="status" />
          <FunctionField<BundleRecord> label="resources.bundles.fields.name.en" render={(b) => b.name.en} />
          <FunctionField<BundleRecord> label="resources.bundles.fields.name.th" render={(b) => b.name.th} />
          <FunctionField<BundleRecord> label="resources.bundles.fields.description.en" render={(b) => b.description?.en} />
          <FunctionField<BundleRecord> label="resources.bundles.fields.description.th" render={(b) => b.description?.th} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Labeled label="resources.bundles.fields.thumbnailUrl.en">
              <LocalizedPicture source="thumbnailUrl" language="en" width={200} />
            </Labeled>
            <Labeled label="resources.bundles.fields.thumbnailUrl.th">
              <LocalizedPicture source="thumbnailUrl" language="th" width={200} />
            </Labeled>
          </Stack>
          <BooleanField source="isSingleCertificate" />
          <Labeled label="resources.bundles.fields.courseIds">
            <CourseNames />
          </Labeled>
          <FunctionField<BundleRecord> source="price" render={(b) => formatBaht(b.price, locale)} />
          <Labeled label="khru.catalogue.bundles.price.schedule">
            <PriceSchedule />
          </Labeled>
          <LocalDateField source="created" />
          <LocalDateField source="publishedAt" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="bundle" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
