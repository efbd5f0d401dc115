import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Red primary, near-black, mint secondary (spec section 1). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#e4002b' }, secondary: { main: '#3eb489' }, text: { primary: '#1a1a1a' } },
  typography: { fontFamily: "'Sarabun', 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif" },
  components: {
    ...defaultTheme.components,
    // On a phone the page title needs the app bar's room: the language menu keeps its name and drops the icon.
    RaLocalesMenuButton: {
      styleOverrides: { root: ({ theme: t }: { theme: Theme }) => ({ [t.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { display: 'none' } } }) },
    },
  },
};
