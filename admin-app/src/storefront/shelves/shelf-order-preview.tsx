import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { inLocale } from '../../catalogue-admin/shared/localized';
import type { ShelfRecord } from './shelves.data-provider';

/** What the home page shows, top to bottom: the active shelves in their order (inactive ones stay hidden). */
export function ShelfOrderPreview() {
  const { data = [] } = useListContext<ShelfRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const shown = data.filter((shelf) => shelf.active).sort((a, b) => a.order - b.order);
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 8 }, minWidth: 220, maxWidth: { md: 280 }, alignSelf: 'flex-start', display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <Typography variant="subtitle2" gutterBottom>
          {translate('khru.storefront.shelves.previewTitle')}
        </Typography>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('khru.storefront.shelves.noneShown')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate('khru.storefront.shelves.previewTitle')}>
            {shown.map((shelf, index) => (
              <ListItem key={shelf.id} disableGutters>
                <ListItemText primary={`${index + 1}. ${inLocale(shelf.title, locale)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
