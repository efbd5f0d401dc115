import type { LicenceResponse } from '@khru/contracts';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** What the pool lets its holders enrol in: the whole catalogue, or how many courses and bundles. */
export function CoverageField(_: { source?: 'coverage'; label?: string; sortable?: boolean }) {
  const licence = useRecordContext<LicenceResponse>();
  const translate = useTranslate();
  if (!licence) return null;
  const { coverage } = licence;
  return (
    <Typography component="span" variant="body2">
      {coverage.all
        ? translate('khru.licences.wholeCatalogue')
        : translate('khru.licences.listed', {
            courses: translate('khru.licences.courseCount', { smart_count: coverage.courseIds.length }),
            bundles: translate('khru.licences.bundleCount', { smart_count: coverage.bundleIds.length }),
          })}
    </Typography>
  );
}
