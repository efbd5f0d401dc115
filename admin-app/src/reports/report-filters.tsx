import {
  COURSE_KINDS,
  DATE_RANGE_VALUES,
  DIMENSIONS,
  FILTER_MODES,
  LEARNING_STAGE_VALUES,
  reportDayOf,
  reportMonthOf,
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

/** One of a few fixed choices (the filter mode, the period, the dimension), each named in the admin's language. */
function ChoiceFilter<T extends string | number>({
  label,
  choices,
  choiceLabel,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  value: T;
  onChange: (choice: T) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={translate(label)}
      value={value}
      // MUI hands back the string form of the choice's value; the choice itself is found by it.
      onChange={(event) => onChange(choices.find((choice) => String(choice) === String(event.target.value))!)}
      sx={{ minWidth: 160 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(choiceLabel(choice))}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A month (`YYYY-MM`) or a day (`YYYY-MM-DD`) in the browser's own picker, within `min` and `max`. */
function CalendarFilter({
  type,
  label,
  helperText,
  value,
  min,
  max,
  onChange,
}: {
  type: 'month' | 'date';
  label: string;
  helperText?: string;
  value: string;
  min?: string;
  max: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      type={type}
      size="small"
      fullWidth={false}
      margin="none"
      label={translate(label)}
      helperText={helperText ? translate(helperText) : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...(min === undefined ? {} : { min }), max } }}
    />
  );
}

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
      <ChoiceFilter
        label="khru.reports.filters.filterMode"
        choices={FILTER_MODES}
        choiceLabel={(mode) => `khru.reports.filters.modes.${mode}`}
        value={value.filterMode}
        onChange={changeMode}
      />
      {value.filterMode === 'List' ? (
        <ChoiceFilter
          label="khru.reports.filters.dateRange"
          choices={DATE_RANGE_VALUES}
          choiceLabel={(range) => `khru.reports.filters.dateRanges.${range}`}
          value={value.dateRange}
          onChange={(dateRange) => onChange({ dateRange })}
        />
      ) : (
        <>
          <CalendarFilter
            type="month"
            label="khru.reports.filters.from"
            value={value.from}
            max={value.to || thisMonth}
            onChange={(from) => from && onChange({ from })}
          />
          <CalendarFilter
            type="month"
            label="khru.reports.filters.to"
            value={value.to}
            min={value.from}
            max={thisMonth}
            onChange={(to) => to && onChange({ to })}
          />
        </>
      )}
      <CalendarFilter
        type="date"
        label="khru.reports.filters.asOf"
        helperText="khru.reports.filters.asOfHelp"
        value={value.asOf}
        max={today}
        onChange={(asOf) => onChange({ asOf })}
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
        <ChoiceFilter
          label="khru.reports.filters.dimension"
          choices={DIMENSIONS}
          choiceLabel={(dimension) => `khru.reports.dimensions.${dimension}`}
          value={value.dimension}
          onChange={(dimension) => onChange({ dimension })}
        />
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
