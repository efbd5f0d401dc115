import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One titled box of the conversation page's side column. */
export function SidePanel({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
