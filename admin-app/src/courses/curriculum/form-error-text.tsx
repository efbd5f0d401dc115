import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { get, useFormState } from 'react-hook-form';

/** The server's message for a part of the curriculum that is no single input (a list, a quiz's right answers). */
export function FormErrorText({ name }: { name: string }) {
  const translate = useTranslate();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 0.5 }}>
      {translate(message, { _: message })}
    </Typography>
  );
}
