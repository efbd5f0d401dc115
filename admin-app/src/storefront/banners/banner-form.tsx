import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, regex, required } from 'react-admin';
import { ImageUploadInput } from '../../catalogue-admin/shared/image-upload-input';
import { slugId } from '../../catalogue-admin/shared/slug';
import { SaveToolbar } from '../../catalogue-admin/shared/save-toolbar';
import { BangkokDateTimeInput } from '../../fields/bangkok-date-time-input';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
/** Banners lead to a page of this site only. */
const SITE_PATH = regex(/^\/(?!\/)\S*$/, 'khru.storefront.banners.linkRule');

/** A banner's texts and picture per language, where it leads, whether and when it shows, and its place. */
export function BannerForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="id" validate={[required(), slugId]} disabled={!creating} helperText={creating ? 'khru.catalogue.slugHelp' : false} />
      <Box sx={twoColumns}>
        <TextInput source="title.en" validate={required()} />
        <TextInput source="title.th" validate={required()} />
        <TextInput source="subtitle.en" validate={required()} />
        <TextInput source="subtitle.th" validate={required()} />
        <ImageUploadInput source="imageUrl.en" width={320} />
        <ImageUploadInput source="imageUrl.th" width={320} />
        <TextInput source="linkUrl" validate={SITE_PATH} helperText="khru.storefront.banners.linkRule" />
        <NumberInput source="order" validate={[required(), minValue(0)]} step={1} min={0} />
        <BangkokDateTimeInput source="startsAt" />
        <BangkokDateTimeInput source="endsAt" />
      </Box>
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
