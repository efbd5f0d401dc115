import type { ReportName } from '@khru/contracts';
import { Box, Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { reportLink } from './report-links';
import type { ReportSearch } from './report-search';

/** The four tabs of spec section 2; the drill-down belongs to the learning summary. */
export const REPORT_TABS = ['user-activation', 'learning-dashboard', 'learner-activity', 'learning-summary'] as const satisfies readonly ReportName[];

/**
 * The tabs, as links to their routes (each tab is a page of its own, so the links say which is current rather
 * than acting as an ARIA tab list); they keep the filters. Drawn with buttons, which the app loads anyway, so the
 * first download does not grow by MUI's tabs. On a tablet they wrap onto a second line, every tab in sight.
 */
export function ReportTabs({ report, search }: { report: ReportName; search: ReportSearch }) {
  const translate = useTranslate();
  const current = report === 'learning-summary-drill-down' ? 'learning-summary' : report;
  return (
    <Box
      component="nav"
      aria-label={translate('khru.reports.tabsLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', columnGap: 0.5 }}
    >
      {REPORT_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <Button
            key={tab}
            component={LinkBase}
            to={reportLink(tab, search)}
            aria-current={selected ? 'page' : undefined}
            color={selected ? 'primary' : 'inherit'}
            sx={{
              flexShrink: 0,
              borderRadius: 0,
              px: 2,
              py: 1.25,
              fontWeight: selected ? 600 : 500,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
            }}
          >
            {translate(`khru.reports.tabs.${tab}`)}
          </Button>
        );
      })}
    </Box>
  );
}
