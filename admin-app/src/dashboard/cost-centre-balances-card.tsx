import type { CostCentreBalance } from '@khru/contracts';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { costCentreName } from '../cost-centres/cost-centre-name';
import { formatCredits } from '../cost-centres/credits';

/** Each cost centre's credits left and used; a line opens its ledger. */
export function CostCentreBalancesCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<CostCentreBalance>('cost-centres', { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.orgDashboard.balances')}
        </Typography>
        {!isPending && !data?.length && <Typography color="text.secondary">{translate('khru.orgDashboard.noCostCentres')}</Typography>}
        <List dense>
          {data?.map((centre) => (
            <ListItem key={centre.id} disablePadding>
              <ListItemButton component={Link} to={`/cost-centres/${encodeURIComponent(centre.id)}/show`}>
                <ListItemText
                  primary={costCentreName(centre)}
                  secondary={translate('khru.costCentres.balanceLine', {
                    balance: centre.unlimited ? translate('khru.costCentres.none') : formatCredits(centre.balance, locale),
                    used: formatCredits(centre.used, locale),
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
