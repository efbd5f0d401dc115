import { SUPPORT_SEARCH_MAX_LENGTH, type SupportInboxItem } from '@khru/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { useCallback } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useListContext,
  useLocaleState,
  usePermissions,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { usePhone } from '../layout/use-phone';
import { AssignedInput } from './assigned-input';
import { AssignedField, KindField, LastActivityField, OrganisationNames, PreviewField, StatusField, UnreadField, WhoField } from './inbox-fields';
import { KIND_CHOICES, STATUS_FILTER_CHOICES } from './support-status';
import { useOrganisationNames } from './use-organisation-names';
import { useSupportStream } from './use-support-stream';

/** A contact-form message opens on its own page; a chat on the conversation page. */
export const inboxItemPath = (item: Pick<SupportInboxItem, 'id' | 'kind'>): string =>
  item.kind === 'contact' ? `/contact-messages/${encodeURIComponent(item.id)}/show` : `/support/${encodeURIComponent(item.id)}/show`;

const rowClick = (_id: Identifier, _resource: string, record: RaRecord) => inboxItemPath(record as unknown as SupportInboxItem);

/** Reads the page again whenever a conversation changes, so new messages and colleagues' replies show without reloading. */
function LiveRefresh() {
  const { refetch } = useListContext();
  useSupportStream(useCallback(() => void refetch(), [refetch]));
  return null;
}

/**
 * Support's inbox: chats and contact-form messages together, the open ones first by default; filtered by state,
 * whose they are and kind, and searched; it follows the live stream.
 */
export function SupportInbox() {
  const translate = useTranslate();
  const phone = usePhone();
  const [locale] = useLocaleState();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const { permissions } = usePermissions<string[]>();
  const organisationNames = useOrganisationNames(Boolean(permissions?.includes('ADMIN')));
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('khru.support.search')}
      slotProps={{ htmlInput: { maxLength: SUPPORT_SEARCH_MAX_LENGTH } }}
      sx={{ width: { xs: '100%', sm: '20rem' } }}
    />,
    <SelectInput key="status" source="status" label="resources.support.fields.status" choices={STATUS_FILTER_CHOICES} alwaysOn />,
    <AssignedInput key="assigned" source="assigned" label="resources.support.fields.assigned" alwaysOn />,
    <SelectInput key="kind" source="kind" label="resources.support.fields.kind" choices={KIND_CHOICES} alwaysOn />,
  ];
  return (
    <List exporter={false} filters={filters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'lastMessageAt', order: 'DESC' }} perPage={25}>
      <LiveRefresh />
      <OrganisationNames.Provider value={organisationNames}>
        {phone ? (
          <SimpleList<SupportInboxItem>
            rowClick={rowClick}
            primaryText={(item) => item.name}
            secondaryText={(item) => item.preview}
            tertiaryText={(item) => `${translate(`khru.support.status.${item.status}`)} · ${formatDateTime(item.lastMessageAt, locale)}`}
            rowSx={() => ({ '& .MuiListItemText-secondary': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } })}
          />
        ) : (
          <Datagrid rowClick={rowClick} bulkActionButtons={false} body={<DatagridBody row={<DatagridRow data-testid="support-inbox-row" />} />}>
            <KindField source="kind" sortable={false} />
            <WhoField source="name" label="resources.support.fields.who" sortable={false} />
            <PreviewField source="preview" sortable={false} />
            <StatusField source="status" sortable={false} />
            {!narrow && <AssignedField source="assignedTo" label="resources.support.fields.assigned" sortable={false} />}
            <UnreadField source="unread" sortable={false} />
            <LastActivityField source="lastMessageAt" sortable={false} />
          </Datagrid>
        )}
      </OrganisationNames.Provider>
    </List>
  );
}
