import { Query } from '@nestjs/cqrs';
import type { AdminBannerListResponse } from '@khru/contracts';

/** Every banner for catalogue managers, whatever its state or window. */
export class ListBannersQuery extends Query<AdminBannerListResponse> {}
