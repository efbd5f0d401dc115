import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** The learner app's own profile page (contracts `LEARNER_PAGES`): an admin keeps one account for both apps. */
export const LEARNER_PROFILE_PATH = '/profile';

/** Who is signed in, by name and email, atop the user menu (not an item: the keyboard skips it). */
export function SignedInAs() {
  const { identity } = useGetIdentity();
  const email = typeof identity?.email === 'string' ? identity.email : null;
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 320 }} data-testid="signed-in-as">
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {identity?.fullName}
      </Typography>
      {email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
    </Box>
  );
}
// MUI's MenuList reads this flag to leave the header out of keyboard focus, as it does for ListSubheader.
SignedInAs.muiSkipListHighlight = true;

/** The navbar's Profile preview (spec section 1): the admin's profile as the learner app shows it, in a new tab (another app). */
export const ProfilePreview = forwardRef<HTMLAnchorElement>(function ProfilePreview(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} {...props} component="a" href={LEARNER_PROFILE_PATH} target="_blank" rel="noopener" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('khru.navbar.profilePreview')}</ListItemText>
      <OpenInNewIcon fontSize="inherit" sx={{ ml: 1, color: 'text.secondary' }} />
    </MenuItem>
  );
});
