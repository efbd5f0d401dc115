import type { LicenceResponse } from '@khru/contracts';
import { CardContent, Typography } from '@mui/material';
import { Datagrid, EmailField, ListContextProvider, Pagination, TextField, useList, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { holderRows } from './licence-holder';
import { RevokeSeatsButton } from './revoke-seats-button';

/** Who holds a seat; an organisation admin selects holders to take their seats back. */
export function LicenceHolders() {
  const licence = useRecordContext<LicenceResponse>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const list = useList({ data: licence ? holderRows(licence) : [], sort: { field: 'name', order: 'ASC' }, perPage: 25, resource: 'licences' });
  if (!licence) return null;
  const orgAdmin = permissions?.includes('MANAGE_ORGANISATION') ?? false;
  return (
    <CardContent>
      <Typography variant="h6" component="h2">
        {translate('khru.licences.holders')}
      </Typography>
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={orgAdmin ? <RevokeSeatsButton licence={licence} /> : false}
          rowClick={false}
          empty={<Typography color="text.secondary">{translate('khru.licences.noHolders')}</Typography>}
        >
          <TextField source="name" label="khru.licences.holderName" />
          <EmailField source="email" label="khru.licences.holderEmail" />
        </Datagrid>
        <Pagination />
      </ListContextProvider>
    </CardContent>
  );
}
