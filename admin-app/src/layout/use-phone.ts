import { useMediaQuery, type Theme } from '@mui/material';

/** Below MUI's `sm` (600 px) lists become one-column SimpleLists or narrow datagrids, so no page is wider than a phone. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
