import { EMPLOYEE_IMPORT_COLUMNS } from '@khru/contracts';

/** The file name the template downloads as. */
export const IMPORT_TEMPLATE_NAME = 'employees-template.csv';

/** A CSV holding only the header the import expects, in its order, as a link can download it without a request. */
export const importTemplateHref = (): string => `data:text/csv;charset=utf-8,${encodeURIComponent(`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\r\n`)}`;
