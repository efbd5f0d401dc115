import {
  COURSE_KINDS,
  DATE_RANGE_VALUES,
  DIMENSIONS,
  FILTER_MODES,
  LEARNING_STAGE_VALUES,
  reportDayOf,
  reportMonthOf,
  type DateRange,
  type Dimension,
  type FilterMode,
  type ReportName,
} from '@khru/contracts';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, IconButton, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { MultiSelectFilter } from './multi-select-filter';
import type { ReportSearch } from './report-search';
import type { ReportSearchChange } from './use-report-search';

/** Which filters a report reads (the server ignores the others, so they are not offered there). */
const READS: Record<'courseTypes' | 'learningStages' | 'dimension', readonly ReportName[]> = {
  courseTypes: ['learning-dashboard', 'learner-activity', 'learning-summary', 'learning-summary-drill-down'],
  learningStages: ['learning-dashboard', 'learning-summary', 'learning-summary-drill-down'],
  dimension: ['learning-summary'],
};

/**
 * The filters bar every tab shares (spec section 3): List (this month, last month, this year, last year) or a
 * Range of months; the as-of day (empty: today); departments, course types and learning stages; the learning
 * summary's dimension; a search by name or email. It wraps onto more lines on a tablet.
 */
export function ReportFilters({
  report,
  value,
  onChange,
  departments,
}: {
  report: ReportName;
  value: ReportSearch;
  onChange: ReportSearchChange;
  /** The departments to offer; another can be typed. */
  departments: readonly string[];
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState(value.search);
  useEffect(() => setSearch(value.search), [value.search]);
  const today = reportDayOf(new Date());
  const thisMonth = reportMonthOf(new Date());

  const changeMode = (filterMode: FilterMode) =>
    onChange(filterMode === 'Range' ? { filterMode, from: value.from || thisMonth, to: value.to || thisMonth } : { filterMode });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (search.trim() !== value.search) onChange({ search: search.trim() });
  };

  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label={translate('khru.reports.filters.title')}>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label={translate('khru.reports.filters.filterMode')}
        value={value.filterMode}
        onChange={(event) => changeMode(event.target.value as FilterMode)}
        sx={{ minWidth: 160 }}
      >
        {FILTER_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {translate(`khru.reports.filters.modes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.filterMode === 'List' ? (
        <TextField
          select
          size="small"
          fullWidth={false}
          margin="none"
          label={translate('khru.reports.filters.dateRange')}
          value={value.dateRange}
          onChange={(event) => onChange({ dateRange: Number(event.target.value) as DateRange })}
          sx={{ minWidth: 160 }}
        >
          {DATE_RANGE_VALUES.map((range) => (
            <MenuItem key={range} value={range}>
              {translate(`khru.reports.filters.dateRanges.${range}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <TextField
            type="month"
            size="small"
            fullWidth={false}
            margin="none"
            label={translate('khru.reports.filters.from')}
            value={value.from}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || thisMonth } }}
          />
          <TextField
            type="month"
            size="small"
            fullWidth={false}
            margin="none"
            label={translate('khru.reports.filters.to')}
            value={value.to}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from, max: thisMonth } }}
          />
        </>
      )}
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        margin="none"
        label={translate('khru.reports.filters.asOf')}
        helperText={translate('khru.reports.filters.asOfHelp')}
        value={value.asOf}
        onChange={(event) => onChange({ asOf: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <Autocomplete
        multiple
        freeSolo
        size="small"
        fullWidth={false}
        options={[...departments]}
        value={value.departments}
        onChange={(_, picked) => onChange({ departments: [...new Set(picked.map((department) => department.trim()).filter(Boolean))] })}
        sx={{ minWidth: 220, maxWidth: 420 }}
        renderInput={(params) => (
          <TextField
            {...params}
            fullWidth
            margin="none"
            label={translate('khru.reports.filters.departments')}
            placeholder={value.departments.length === 0 ? translate('khru.reports.filters.allDepartments') : undefined}
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
          />
        )}
      />
      {READS.courseTypes.includes(report) && (
        <MultiSelectFilter
          label="khru.reports.filters.courseTypes"
          choices={COURSE_KINDS}
          value={value.courseTypes}
          onChange={(courseTypes) => onChange({ courseTypes })}
          choiceLabel={(kind) => `khru.reports.courseTypes.${kind}`}
        />
      )}
      {READS.learningStages.includes(report) && (
        <MultiSelectFilter
          label="khru.reports.filters.learningStages"
          choices={LEARNING_STAGE_VALUES}
          value={value.learningStages}
          onChange={(learningStages) => onChange({ learningStages })}
          choiceLabel={(stage) => `khru.reports.stages.${stage}`}
        />
      )}
      {READS.dimension.includes(report) && (
        <TextField
          select
          size="small"
          fullWidth={false}
          margin="none"
          label={translate('khru.reports.filters.dimension')}
          value={value.dimension}
          onChange={(event) => onChange({ dimension: event.target.value as Dimension })}
          sx={{ minWidth: 160 }}
        >
          {DIMENSIONS.map((dimension) => (
            <MenuItem key={dimension} value={dimension}>
              {translate(`khru.reports.dimensions.${dimension}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <form onSubmit={submitSearch}>
        <TextField
          type="search"
          size="small"
          fullWidth={false}
          margin="none"
          label={translate('khru.reports.filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 240 }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" size="small" aria-label={translate('khru.reports.filters.searchButton')}>
                    <SearchIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </form>
    </Stack>
  );
}
