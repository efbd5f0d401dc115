import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Red primary, near-black, mint secondary (spec section 1). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#e4002b' }, secondary: { main: '#3eb489' }, text: { primary: '#1a1a1a' } },
  typography: { fontFamily: "'Sarabun', 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif" },
};
