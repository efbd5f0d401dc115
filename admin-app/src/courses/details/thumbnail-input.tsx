import type { UploadResponse } from '@khru/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { CourseThumbnail } from '../course-thumbnail';
import { UploadButton } from '../uploads/upload-button';

/** Cards show courses about 640 pixels wide: the variant closest to that, or the original when it is smaller. */
export const cardImageOf = (upload: UploadResponse): string => upload.variants?.find((v) => v.width === 640)?.url ?? upload.variants?.at(-1)?.url ?? upload.url;

/** The course's picture: a preview and an upload that replaces it (the server resizes it for the apps). */
export function ThumbnailInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string | null>({ source: 'thumbnailUrl' });
  const url = typeof field.value === 'string' && field.value ? field.value : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 2 }}>
      <CourseThumbnail url={url} width={192} />
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <FieldTitle source="thumbnailUrl" resource="courses" />
        </Typography>
        <UploadButton kind="image" label="khru.courses.upload.thumbnail" onUploaded={(upload) => field.onChange(cardImageOf(upload))} />
        {fieldState.error?.message && (
          <Typography variant="caption" color="error" role="alert">
            {translate(fieldState.error.message, { _: fieldState.error.message })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
