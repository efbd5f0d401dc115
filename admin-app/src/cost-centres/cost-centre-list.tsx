import type { CostCentreBalance } from '@khru/contracts';
import { Datagrid, List, NumberField, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { LocalDateField } from '../fields/local-date-field';
import { usePhone } from '../layout/use-phone';
import { BalanceField } from './balance-field';
import { costCentreName } from './cost-centre-name';
import { formatCredits } from './credits';

/** The organisation's cost centres with the credits left and used; a row opens the ledger. */
export function CostCentreList() {
  const phone = usePhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List exporter={false} sort={{ field: 'code', order: 'ASC' }} perPage={25}>
      {phone ? (
        <SimpleList<CostCentreBalance>
          linkType="show"
          primaryText={costCentreName}
          secondaryText={(centre) =>
            translate('khru.costCentres.balanceLine', {
              balance: centre.unlimited ? translate('khru.costCentres.none') : formatCredits(centre.balance, locale),
              used: formatCredits(centre.used, locale),
            })
          }
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" />
          <TextField source="name" />
          <BalanceField source="balance" />
          <NumberField source="used" />
          <LocalDateField source="expiresAt" />
        </Datagrid>
      )}
    </List>
  );
}
