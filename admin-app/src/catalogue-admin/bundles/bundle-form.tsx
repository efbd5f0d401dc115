import { Box } from '@mui/material';
import { BooleanInput, NumberInput, required, SimpleForm, TextInput, minValue, number } from 'react-admin';
import { CourseOrderInput } from '../shared/course-order-input';
import { ImageUploadInput } from '../shared/image-upload-input';
import { slugId } from '../shared/slug';
import { SaveToolbar } from '../shared/save-toolbar';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/**
 * A bundle's names, descriptions and pictures in both languages, its courses in order and whether it gives one
 * certificate; a new bundle also takes its id and first price (later prices change by a dated price change).
 */
export function BundleForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      {creating && <TextInput source="id" validate={[required(), slugId]} helperText="khru.catalogue.slugHelp" />}
      <Box sx={twoColumns}>
        <TextInput source="name.en" validate={required()} />
        <TextInput source="name.th" validate={required()} />
        <TextInput source="description.en" validate={required()} multiline minRows={3} />
        <TextInput source="description.th" validate={required()} multiline minRows={3} />
        <ImageUploadInput source="thumbnailUrl.en" />
        <ImageUploadInput source="thumbnailUrl.th" />
      </Box>
      <BooleanInput source="isSingleCertificate" helperText="khru.catalogue.bundles.singleHelp" />
      <CourseOrderInput source="courseIds" />
      {creating && <NumberInput source="price" validate={[required(), number(), minValue(0)]} step={1} min={0} />}
    </SimpleForm>
  );
}
