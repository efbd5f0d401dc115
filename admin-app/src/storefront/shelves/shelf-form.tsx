import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { CourseOrderInput } from '../../catalogue-admin/shared/course-order-input';
import { slugId } from '../../catalogue-admin/shared/slug';
import { SaveToolbar } from '../../catalogue-admin/shared/save-toolbar';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** A shelf's title in both languages, its courses in order, whether it shows and its place on the home page. */
export function ShelfForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="id" validate={[required(), slugId]} disabled={!creating} helperText={creating ? 'khru.catalogue.slugHelp' : false} />
      <Box sx={twoColumns}>
        <TextInput source="title.en" validate={required()} />
        <TextInput source="title.th" validate={required()} />
      </Box>
      <CourseOrderInput source="courseIds" />
      <NumberInput source="order" validate={[required(), minValue(0)]} step={1} min={0} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
