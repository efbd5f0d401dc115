import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SupportHoursResponse } from '@khru/contracts';
import type { RuntimeConfig } from '@khru/platform';
import { now } from '../../kernel/clock/clock.js';
import { RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { supportHoursAt } from './support-hours-at.js';

/** `GET supportapi/hours` (public): whether support answers live now (SUPPORT_HOURS), and when it next opens. */
@ApiTags('support')
@Controller('supportapi/hours')
export class SupportHoursHttpController {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  @Get()
  hours(): SupportHoursResponse {
    return { ...supportHoursAt(now(), this.config.supportHours), hours: this.config.supportHours };
  }
}
