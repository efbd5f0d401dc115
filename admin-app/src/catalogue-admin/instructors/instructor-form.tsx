import { Box } from '@mui/material';
import { SimpleForm, TextInput, required } from 'react-admin';
import { ImageUploadInput } from '../shared/image-upload-input';
import { slugId } from '../shared/slug';
import { SaveToolbar } from '../shared/save-toolbar';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** An instructor's names, headline and bio in both languages, and a photo (uploaded, shown before saving). */
export function InstructorForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="id" validate={[required(), slugId]} disabled={!creating} helperText={creating ? 'khru.catalogue.slugHelp' : false} />
      <ImageUploadInput source="profileImageUrl" width={160} />
      <Box sx={twoColumns}>
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <TextInput source="firstNameTh" validate={required()} />
        <TextInput source="lastNameTh" validate={required()} />
        <TextInput source="headline.en" validate={required()} />
        <TextInput source="headline.th" validate={required()} />
        <TextInput source="bio.en" validate={required()} multiline minRows={4} />
        <TextInput source="bio.th" validate={required()} multiline minRows={4} />
      </Box>
    </SimpleForm>
  );
}
