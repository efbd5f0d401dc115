import type { HistoryRecordKind } from '@khru/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { HistoryTab } from './history-tab';
import { mayReadHistory } from './history-permissions';

/**
 * The History of the record in context, folded under the screen's own panels for screens that have no tabs;
 * its events load when the admin opens it. Platform admins only, as the API.
 */
export function HistorySection({ kind }: { kind: HistoryRecordKind }) {
  const record = useRecordContext<RaRecord>();
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  if (!record || !mayReadHistory(permissions)) return null;
  return (
    <Accordion disableGutters elevation={0} square slotProps={{ transition: { unmountOnExit: true } }} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <HistoryIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
        <Typography component="h2" variant="subtitle1">
          {translate('khru.history.tab')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <HistoryTab kind={kind} id={String(record.id)} />
      </AccordionDetails>
    </Accordion>
  );
}
