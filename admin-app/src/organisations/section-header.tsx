import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A section of the organisation page: its title, and the action that adds to it. */
export function SectionHeader({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2, pb: 1, gap: 1, flexWrap: 'wrap' }}>
      <Typography id={id} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {action}
    </Stack>
  );
}
