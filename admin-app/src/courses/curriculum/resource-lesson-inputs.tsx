import { Stack } from '@mui/material';
import { required, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UploadButton } from '../uploads/upload-button';

/** A downloadable resource: its address, filled by uploading the file (PDF, ZIP or picture). */
export function ResourceLessonInputs({ at }: { at: string }) {
  const { setValue } = useFormContext();
  return (
    <Stack sx={{ gap: 1 }}>
      <TextInput source={`${at}.resourceUrl`} label="khru.courses.curriculum.resourceUrl" validate={required()} fullWidth />
      <UploadButton
        kind="resource"
        label="khru.courses.upload.resource"
        onUploaded={(upload) => setValue(`${at}.resourceUrl`, upload.url, { shouldDirty: true, shouldValidate: true })}
      />
    </Stack>
  );
}
