import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiIndexResponse } from '@khru/contracts';

/** `GET /api`: a small index, so whoever opens the API's address finds its documents and health. */
@ApiTags('health')
@Controller()
export class ApiIndexController {
  @Get()
  index(): ApiIndexResponse {
    return {
      name: 'Khru API',
      description: 'The Khru learning marketplace API: JSON over HTTP, errors as { statusCode, code, message }, Accept-Language en or th.',
      links: { docs: '/api/docs', openapi: '/api/docs/openapi.json', health: '/api/health', learnerApp: '/', adminApp: '/admin/' },
    };
  }
}
