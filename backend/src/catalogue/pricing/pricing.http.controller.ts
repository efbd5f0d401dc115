import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { PricingClientResponse } from '@khru/contracts';
import { PricingClientRequest } from '@khru/contracts/requests';
import { PriceItemsQuery } from './price-items/price-items.query.js';
import { EdgeCacheable } from '../../kernel/edge/edge-cacheable.js';

/** `pricingapi/pricing/client` (spec section 7): course and bundle prices keyed by id. */
@ApiTags('pricing')
@Controller('pricingapi/pricing')
export class PricingHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post('client')
  @EdgeCacheable()
  @HttpCode(200)
  priceForClient(@Body() body: PricingClientRequest): Promise<PricingClientResponse> {
    return this.queries.execute(new PriceItemsQuery(body.courses, body.bundles, new Date()));
  }
}
