import type { UploadResponse } from '@khru/contracts';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import { Box, Stack } from '@mui/material';
import { minValue, NumberInput, required, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UploadButton } from '../uploads/upload-button';
import { readVideoDuration } from './video-duration';

const CAPTION_LANGUAGES = ['en', 'th'] as const;

/**
 * A video lesson's file, length and captions. The upload fills the address and, when the server could read it,
 * the length; otherwise the browser reads the length from the file. Captions are WebVTT, one per language.
 */
export function VideoLessonInputs({ at }: { at: string }) {
  const { setValue } = useFormContext();
  const uploaded = async (upload: UploadResponse, file: File) => {
    setValue(`${at}.videoUrl`, upload.url, { shouldDirty: true, shouldValidate: true });
    const seconds = upload.durationSeconds ?? (await readVideoDuration(file));
    if (seconds) setValue(`${at}.durationSeconds`, seconds, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, columnGap: 2, alignItems: 'start' }}>
        <TextInput source={`${at}.videoUrl`} label="khru.courses.curriculum.videoUrl" validate={required()} fullWidth />
        <NumberInput
          source={`${at}.durationSeconds`}
          label="khru.courses.curriculum.durationSeconds"
          step={1}
          min={1}
          validate={[required(), minValue(1)]}
          fullWidth
        />
      </Box>
      <UploadButton kind="video" label="khru.courses.upload.video" onUploaded={uploaded} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, mt: 1 }}>
        {CAPTION_LANGUAGES.map((lang) => (
          <Stack key={lang} sx={{ gap: 0.5, minWidth: 0 }}>
            <TextInput source={`${at}.captions.${lang}`} label={`khru.courses.curriculum.captions.${lang}`} fullWidth />
            <UploadButton
              kind="captions"
              label={`khru.courses.upload.captions.${lang}`}
              accept=".vtt,text/vtt"
              icon={<ClosedCaptionIcon />}
              onUploaded={(upload) => setValue(`${at}.captions.${lang}`, upload.url, { shouldDirty: true })}
            />
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
