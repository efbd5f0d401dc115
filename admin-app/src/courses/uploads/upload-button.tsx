import type { UploadKind, UploadResponse } from '@khru/contracts';
import { UPLOAD_TYPES } from '@khru/contracts';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { serverMessage } from '../../dataProvider/server-errors';
import { uploadFile } from './upload-file';

export interface UploadButtonProps {
  kind: UploadKind;
  label: string;
  /** Called with the stored file (and the chosen one, which the browser may still read, e.g. a video's length). */
  onUploaded: (upload: UploadResponse, file: File) => void | Promise<void>;
  /** Other file types the browser may offer (WebVTT has no MIME type most systems know). */
  accept?: string;
  icon?: ReactNode;
}

/**
 * Chooses a file and uploads it at once, with a progress bar while it is sent and the server's message
 * (type not allowed, too large) under the button when it is refused.
 */
export function UploadButton({ kind, label, onUploaded, accept, icon }: UploadButtonProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const upload = await uploadFile(kind, file, setProgress);
      await onUploaded(upload, file);
    } catch (failure) {
      setError(serverMessage(failure) || translate('ra.notification.http_error'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={translate(label)}
        accept={accept ?? UPLOAD_TYPES[kind].join(',')}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button label={label} variant="outlined" disabled={progress !== null} onClick={() => input.current?.click()}>
        <>{icon ?? <UploadIcon />}</>
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            sx={{ flex: 1, minWidth: 120 }}
            aria-label={translate('khru.courses.upload.progress')}
          />
          <Typography variant="caption">{Math.round(progress * 100)}%</Typography>
        </Box>
      )}
      {error && (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }} role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
