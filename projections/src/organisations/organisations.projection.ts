import { ORGANISATIONS_COLLECTION, type OrganisationDocument, type OrganisationEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveOrganisation(document: OrganisationDocument | null, recorded: RecordedEvent): OrganisationDocument | null {
  const event = asDomainEvent<OrganisationEvent>(recorded);
  switch (event.type) {
    case 'OrganisationCreated': {
      const { orgId, name, taxId, address, contract, at } = event.data;
      return { _id: orgId, name, taxId, address, contract, employeeCount: 0, activeEmployeeCount: 0, createdAt: at };
    }
    case 'EmployeesAdded': {
      if (!document) return null;
      const joined = event.data.employees.length;
      return { ...document, employeeCount: document.employeeCount + joined, activeEmployeeCount: document.activeEmployeeCount + joined };
    }
    // The decider deactivates a person once: each event is one active person fewer.
    case 'EmployeeDeactivated':
      return document && { ...document, activeEmployeeCount: document.activeEmployeeCount - 1 };
    // A proposal shows nothing until its people are recorded (ADR 34).
    case 'EmployeeUpdated':
    case 'CourseAssigned':
    case 'PeopleProposed':
    case 'ProposalConfirmed':
    case 'ProposalRefused':
      return document;
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `organisations`: each organisation with how many people it added and how many are active. */
export const organisationsProjection: DocumentProjection<OrganisationDocument> = {
  kind: 'document',
  name: 'organisations',
  collection: ORGANISATIONS_COLLECTION,
  handles: ['OrganisationCreated', 'EmployeesAdded', 'EmployeeDeactivated'],
  documentId: (event) => (event.data as { orgId?: string }).orgId ?? null,
  evolve: evolveOrganisation,
  indexes: [{ keys: { 'name.en': 1 } }],
};
