import ImageIcon from '@mui/icons-material/Image';
import { Box } from '@mui/material';

/** A course's picture at a list row's size, or a quiet placeholder when it has none. */
export function CourseThumbnail({ url, width = 64 }: { url: string | null; width?: number }) {
  const height = Math.round((width * 9) / 16);
  if (!url)
    return (
      <Box sx={{ width, height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1, color: 'text.disabled' }}>
        <ImageIcon fontSize="small" />
      </Box>
    );
  return <Box component="img" src={url} alt="" loading="lazy" sx={{ width, height, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
}
