import type { ReactElement, ReactNode } from 'react';
import { CreateButton, Datagrid, FunctionField, List, SearchInput, TopToolbar } from 'react-admin';
import { ReorderButtons } from './reorder-buttons';

type Ordered = { id: string; order: number };

/**
 * A list kept in the order the learner app shows it (banners, shelves, job functions): all on one page, found by
 * search; each row starts with its place and ends with the buttons that move it (`reorder` saves the new places).
 */
export function OrderedList<R extends Ordered>({
  reorder,
  actions,
  aside,
  children,
}: {
  reorder: (changed: R[]) => Promise<unknown>;
  /** Shown before the Create button. */
  actions?: ReactNode;
  aside?: ReactElement;
  children: ReactNode;
}) {
  return (
    <List
      exporter={false}
      perPage={100}
      pagination={false}
      sort={{ field: 'order', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          {actions}
          <CreateButton />
        </TopToolbar>
      }
      aside={aside}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField<R> source="order" sortable={false} render={(r) => r.order + 1} />
        {children}
        <FunctionField<R> label="khru.catalogue.move.label" render={() => <ReorderButtons<R> save={reorder} />} />
      </Datagrid>
    </List>
  );
}
