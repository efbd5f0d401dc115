import type { LicenceResponse } from '@khru/contracts';
import { Box, Card, CardContent, LinearProgress, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { freeSeats } from '../licences/seats-field';

/** Each licence pool's seats used and free, with a bar; a line opens its holders. */
export function LicenceSeatsCard() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<LicenceResponse>('licences', { pagination: { page: 1, perPage: 100 }, sort: { field: 'validUntil', order: 'DESC' } });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.orgDashboard.seats')}
        </Typography>
        {!isPending && !data?.length && <Typography color="text.secondary">{translate('khru.orgDashboard.noLicences')}</Typography>}
        <List dense>
          {data?.map((licence) => (
            <ListItem key={licence.id} disablePadding>
              <ListItemButton component={Link} to={`/licences/${encodeURIComponent(licence.id)}/show`}>
                <ListItemText
                  primary={licence.name}
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      {translate('khru.licences.seatsLine', { used: licence.seatsUsed, free: freeSeats(licence), seats: licence.seats })}
                      <LinearProgress
                        variant="determinate"
                        value={licence.seats ? Math.min(100, (licence.seatsUsed / licence.seats) * 100) : 0}
                        sx={{ display: 'block', mt: 0.5 }}
                        aria-hidden
                      />
                    </Box>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
