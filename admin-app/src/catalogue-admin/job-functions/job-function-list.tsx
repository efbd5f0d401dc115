import { FunctionField, useDataProvider, useLocaleState } from 'react-admin';
import { inLocale } from '../shared/localized';
import { OrderedList } from '../shared/ordered-list';
import type { JobFunctionRecord, JobFunctionsDataProvider } from './job-functions.data-provider';

/** Job functions in the order the learner app lists them; a row moves up or down, or opens. */
export function JobFunctionList() {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<JobFunctionsDataProvider>();
  return (
    <OrderedList<JobFunctionRecord> reorder={(changed) => dataProvider.reorderJobFunctions(changed)}>
      <FunctionField<JobFunctionRecord> label="khru.catalogue.name" sortable={false} render={(j) => inLocale(j.name, locale)} />
      <FunctionField<JobFunctionRecord> source="subFunctions" sortable={false} render={(j) => j.subFunctions.map((s) => inLocale(s, locale)).join(' · ')} />
    </OrderedList>
  );
}
