import { UPLOAD_TYPES } from '@khru/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, CircularProgress, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { serverMessage } from '../../dataProvider/server-errors';
import { uploadImage } from './upload-image';

/**
 * A picture field: shows the stored picture, uploads a new one at once (the server checks its type and size and
 * says why it refuses, under the field) and stores its address; the picture can be removed.
 */
export function ImageUploadInput({ source, label, width = 240 }: { source: string; label?: string; width?: number }) {
  const { field, fieldState, id } = useInput({ source, defaultValue: null, format: (value: unknown) => value ?? null });
  const resource = useResourceContext();
  const translate = useTranslate();
  const chooser = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const url = typeof field.value === 'string' && field.value ? field.value : null;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setSending(true);
    try {
      field.onChange((await uploadImage(file)).url);
    } catch (error) {
      setRefusal(serverMessage(error) || translate('ra.notification.http_error'));
    } finally {
      setSending(false);
    }
  };
  const error = refusal ?? (fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null);
  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 1 }}>
        <FieldTitle label={label} source={source} resource={resource} />
      </FormLabel>
      {url && <Box component="img" src={url} alt="" sx={{ display: 'block', width, maxWidth: '100%', borderRadius: 1, mb: 1, objectFit: 'cover' }} />}
      <input
        ref={chooser}
        id={id}
        type="file"
        hidden
        accept={UPLOAD_TYPES.image.join(',')}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          label={url ? 'khru.catalogue.image.replace' : 'khru.catalogue.image.upload'}
          variant="outlined"
          disabled={sending}
          onClick={() => chooser.current?.click()}
        >
          <UploadIcon />
        </Button>
        {url && (
          <Button label="khru.catalogue.image.remove" color="warning" disabled={sending} onClick={() => field.onChange(null)}>
            <DeleteIcon />
          </Button>
        )}
        {sending && <CircularProgress size={20} aria-label={translate('khru.catalogue.image.sending')} />}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
