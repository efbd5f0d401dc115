import { Box } from '@mui/material';
import { ArrayInput, SimpleForm, SimpleFormIterator, TextInput, required } from 'react-admin';
import { slugId } from '../shared/slug';
import { SaveToolbar } from '../shared/save-toolbar';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** A job function's names and its sub-functions in both languages; its place in the list changes from the list. */
export function JobFunctionForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<SaveToolbar />}>
      <TextInput source="id" validate={[required(), slugId]} disabled={!creating} helperText={creating ? 'khru.catalogue.slugHelp' : false} />
      <Box sx={twoColumns}>
        <TextInput source="name.en" validate={required()} />
        <TextInput source="name.th" validate={required()} />
      </Box>
      <ArrayInput source="subFunctions">
        <SimpleFormIterator inline disableClear>
          <TextInput source="en" label="khru.catalogue.english" validate={required()} helperText={false} />
          <TextInput source="th" label="khru.catalogue.thai" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
