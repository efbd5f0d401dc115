import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { historyStreamOf, isHistoryRecordKind, type RecordHistoryResponse } from '@khru/contracts';
import { PageParams } from '@khru/contracts/requests';
import type { DocumentStore, EventStore } from '@khru/platform';
import { RequirePermissions } from '../auth/access.decorators.js';
import { DomainError } from '../errors/domain-error.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../infrastructure/tokens.js';
import { readRecordHistory } from './record-history.js';

const DEFAULT_TAKE = 50;
const ID_MAX_LENGTH = 200;

/**
 * A record's History tab: the events of its stream, read straight from the event store (the one
 * read that does: the stream is the history). Only the kinds of `HISTORY_STREAM_PREFIXES` are reachable.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('adminapi/history')
export class RecordHistoryHttpController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Get(':kind/:id')
  @RequirePermissions('ADMIN')
  async history(@Param('kind') kind: string, @Param('id') id: string, @Query() page: PageParams): Promise<RecordHistoryResponse> {
    if (!isHistoryRecordKind(kind)) throw DomainError.badRequest([{ field: 'kind', code: 'IS_IN' }]);
    if (id.length > ID_MAX_LENGTH) throw DomainError.badRequest([{ field: 'id', code: 'BAD_REQUEST', rule: 'maxLength', n: ID_MAX_LENGTH }]);
    const history = await readRecordHistory(this.store, this.documents, historyStreamOf(kind, id), page.skip ?? 0, page.take ?? DEFAULT_TAKE);
    if (!history) throw DomainError.notFound();
    return history;
  }
}
