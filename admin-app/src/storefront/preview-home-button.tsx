import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from 'react-admin';

/** Opens the learner app's home page, served beside the admin app, in a new tab: banners and shelves as learners see them now. */
export function PreviewHomeButton() {
  return (
    <Button label="khru.storefront.preview" component="a" href="/" target="_blank" rel="noopener">
      <OpenInNewIcon />
    </Button>
  );
}
