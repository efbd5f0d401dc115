import { Box } from '@mui/material';
import { ArrayInput, SimpleForm, SimpleFormIterator, TextInput, regex, required, useRecordContext } from 'react-admin';
import { ImageUploadInput } from '../shared/image-upload-input';
import { SaveToolbar } from '../shared/save-toolbar';
import { slugId } from '../shared/slug';
import type { CategoryRecord } from './categories.data-provider';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const CODE = regex(/^[A-Z0-9_]{2,20}$/, 'khru.catalogue.categories.codeRule');

/**
 * A category's names, picture and sub-categories. Its id and code are fixed once it exists, and a sub-category
 * already saved cannot be taken out (courses are filed under it): new ones are added, any one renamed.
 */
export function CategoryForm({ creating = false }: { creating?: boolean }) {
  const saved = useRecordContext<CategoryRecord>();
  const savedSubs = new Set((creating ? [] : (saved?.subCategories ?? [])).map((s) => s.id));
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <Box sx={twoColumns}>
        <TextInput
          source="id"
          label="khru.catalogue.categories.id"
          validate={[required(), slugId]}
          disabled={!creating}
          helperText={creating ? 'khru.catalogue.slugHelp' : false}
        />
        <TextInput source="code" validate={[required(), CODE]} disabled={!creating} helperText={creating ? 'khru.catalogue.categories.codeRule' : false} />
        <TextInput source="name.en" label="resources.categories.fields.nameEn" validate={required()} />
        <TextInput source="name.th" label="resources.categories.fields.nameTh" validate={required()} />
      </Box>
      <ImageUploadInput source="imageUrl" label="khru.catalogue.categories.image" />
      <ArrayInput source="subCategories">
        <SimpleFormIterator inline disableReordering disableClear disableRemove={(sub) => savedSubs.has(String(sub?.id ?? ''))}>
          <TextInput source="id" label="khru.catalogue.categories.subId" validate={[required(), slugId]} helperText={false} />
          <TextInput source="name.en" label="resources.categories.fields.nameEn" validate={required()} helperText={false} />
          <TextInput source="name.th" label="resources.categories.fields.nameTh" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
