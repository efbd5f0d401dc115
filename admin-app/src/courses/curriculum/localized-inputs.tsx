import { Box } from '@mui/material';
import { required, TextInput } from 'react-admin';

/** A text in both languages, side by side on a laptop and stacked on narrow screens; both are required. */
export function LocalizedInputs({ source, label, multiline = false }: { source: string; label: string; multiline?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
      <TextInput source={`${source}.en`} label={`${label}En`} validate={required()} multiline={multiline} fullWidth />
      <TextInput source={`${source}.th`} label={`${label}Th`} validate={required()} multiline={multiline} fullWidth />
    </Box>
  );
}
