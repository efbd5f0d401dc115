import type { AdminChoiceResponse } from '@khru/contracts';
import type { ChoiceRequest } from '@khru/contracts/requests';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { authored } from '../authored-list';

const CHOICES = '/api/cmsapi/choice';

/** A curated shelf (the API calls it a choice). */
export type ShelfRecord = AdminChoiceResponse;

export function shelfRequest(record: Partial<ShelfRecord>): ChoiceRequest {
  return {
    id: record.id!,
    title: record.title!,
    courseIds: record.courseIds ?? [],
    order: Number(record.order ?? 0),
    active: Boolean(record.active),
  };
}

/** The home page's curated shelves and their order. */
export function shelvesData(api: OwnWrites) {
  return {
    resources: { shelves: authored<ShelfRecord, ChoiceRequest>(api, CHOICES, shelfRequest) },
    methods: {
      async reorderShelves(changed: ShelfRecord[]): Promise<void> {
        for (const shelf of changed) await api.command(`${CHOICES}/${encodeURIComponent(shelf.id)}`, 'PUT', shelfRequest(shelf));
      },
    },
  };
}

export type ShelvesDataProvider = DataProviderWith<ReturnType<typeof shelvesData>['methods']>;
