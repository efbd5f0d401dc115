import { Box, Typography } from '@mui/material';
import { EditButton, FunctionField, Labeled, Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { RecordHistory } from '../shared/record-history';
import type { JobFunctionRecord } from './job-functions.data-provider';

function SubFunctions() {
  const job = useRecordContext<JobFunctionRecord>();
  if (!job || job.subFunctions.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {job.subFunctions.map((s) => (
        <Typography component="li" variant="body2" key={`${s.en}/${s.th}`}>
          {s.en} · {s.th}
        </Typography>
      ))}
    </Box>
  );
}

/** A job function with its sub-functions in both languages, and its History. */
export function JobFunctionShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="khru.catalogue.details">
          <FunctionField<JobFunctionRecord> label="resources.job-functions.fields.name.en" render={(j) => j.name.en} />
          <FunctionField<JobFunctionRecord> label="resources.job-functions.fields.name.th" render={(j) => j.name.th} />
          <FunctionField<JobFunctionRecord> source="order" render={(j) => j.order + 1} />
          <Labeled label="resources.job-functions.fields.subFunctions">
            <SubFunctions />
          </Labeled>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="khru.history.tab" path="history">
          <RecordHistory kind="job-function" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
