import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEES_COLLECTION, type EmployeeDocument, type EmployeeResponse, type Paged } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toEmployeeResponse } from '../organisation-response.js';
import { ListEmployeesQuery } from './list-employees.query.js';
import { escapeRegex } from '../../../kernel/read-models/text-search.js';

const SEARCHED = ['firstName', 'lastName', 'email'] as const;

/** The organisation's people by last and first name, active and deactivated unless asked; a department matches whatever its case. */
@QueryHandler(ListEmployeesQuery)
export class ListEmployeesHandler implements IQueryHandler<ListEmployeesQuery, Paged<EmployeeResponse>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ orgId, options }: ListEmployeesQuery): Promise<Paged<EmployeeResponse>> {
    const words = options.q?.split(/\s+/).filter(Boolean) ?? [];
    const filter: Filter = {
      orgId,
      ...(options.department ? { department: { $regex: `^${escapeRegex(options.department.trim())}$`, $options: 'i' } } : {}),
      ...(options.active === null ? {} : { active: options.active }),
      ...(words.length > 0
        ? { $and: words.map((word) => ({ $or: SEARCHED.map((field) => ({ [field]: { $regex: escapeRegex(word), $options: 'i' } })) })) }
        : {}),
    };
    const employees = this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION);
    const [found, total] = await Promise.all([
      employees.find(filter, { sort: { lastName: 1, firstName: 1, _id: 1 }, skip: options.skip, limit: options.take }).toArray(),
      employees.countDocuments(filter),
    ]);
    return { items: found.map(toEmployeeResponse), total };
  }
}
