import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ledgerCsv, ledgerJsonl, type CommandAccepted, type CostCentreBalance, type LedgerExportLine, type LedgerPage } from '@khru/contracts';
import { AsOfParams, DepositCreditsRequest, LedgerExportParams, LedgerParams, ReverseEnrolmentRequest, TransferCreditsRequest } from '@khru/contracts/requests';
import type { Request, Response } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../../kernel/auth/access.decorators.js';
import type { Caller } from '../../../kernel/auth/caller.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { auditInstant } from '../../audit/audit-instant.js';
import { CostCentreAccess } from './cost-centre-access.js';
import { DepositCreditsCommand } from './deposit-credits/deposit-credits.command.js';
import { ExportLedgerQuery } from './export-ledger/export-ledger.query.js';
import { GetCostCentreBalanceQuery } from './get-balance/get-cost-centre-balance.query.js';
import { GetLedgerQuery } from './get-ledger/get-ledger.query.js';
import { ReverseEnrolmentCommand } from './reverse-enrolment/reverse-enrolment.command.js';
import { TransferCreditsCommand } from './transfer-credits/transfer-credits.command.js';

/** Ledger lines a page holds unless `take` says otherwise. */
const LEDGER_PAGE_SIZE = 50;

/** `?asOf=` (not in the future: later events are not known yet), or null for now. */
const asOfDate = (asOf: string | undefined, now: Date): Date | null => (asOf ? auditInstant(asOf, now) : null);

/** `orgsapi/cost-centres/{id}`: a cost centre's balance and ledger (now or as of an instant), its credits in and out, and the ledger export. */
@ApiTags('corporate')
@ApiBearerAuth()
@RequireLogin()
@Controller('orgsapi/cost-centres/:id')
export class CostCentresHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: CostCentreAccess,
  ) {}

  /** `{balance, used, unlimited, ...}`; `?asOf=` folds the events up to that instant. */
  @Get()
  async balance(@Param('id') id: string, @Query() query: AsOfParams, @CurrentCaller() caller: Caller): Promise<CostCentreBalance> {
    await this.access.readsBalance(caller, id);
    const now = new Date();
    return this.queries.execute(new GetCostCentreBalanceQuery(id, asOfDate(query.asOf, now), now));
  }

  /** Platform admins add the credits an organisation paid for. */
  @Post('deposits')
  @HttpCode(200)
  @RequirePermissions('ADMIN')
  async deposit(
    @Param('id') id: string,
    @Body() body: DepositCreditsRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new DepositCreditsCommand(id, body.amount, body.invoiceRef, requestMetadata(request, caller.userId))));
  }

  /** The organisation's admin moves credits to another of its cost centres. */
  @Post('transfers')
  @HttpCode(200)
  async transfer(
    @Param('id') id: string,
    @Body() body: TransferCreditsRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { transferId: string }> {
    const source = await this.access.actsOn(caller, id, 'MANAGE_ORGANISATION');
    const target = await this.access.locate(body.toCostCentreId);
    const result = await this.commands.execute(new TransferCreditsCommand(source, target, body.amount, requestMetadata(request, caller.userId)));
    return { transferId: result.transferId, ...accepted(result) };
  }

  /** The organisation's admin or HR cancels an enrolment by credits within the reversal window. */
  @Post('reversals')
  @HttpCode(200)
  async reverse(
    @Param('id') id: string,
    @Body() body: ReverseEnrolmentRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    await this.access.actsOn(caller, id, 'MANAGE_EMPLOYEES');
    return accepted(await this.commands.execute(new ReverseEnrolmentCommand(id, body.enrolmentId, requestMetadata(request, caller.userId))));
  }

  /** Newest first; every figure from the events up to `asOf` (now when absent). */
  @Get('ledger')
  async ledger(@Param('id') id: string, @Query() query: LedgerParams, @CurrentCaller() caller: Caller): Promise<LedgerPage> {
    await this.access.reads(caller, id);
    const now = new Date();
    return this.queries.execute(new GetLedgerQuery(id, asOfDate(query.asOf, now), now, query.skip ?? 0, query.take ?? LEDGER_PAGE_SIZE));
  }

  /** The whole ledger up to `asOf`, one hash-chained line per entry; `npm run audit:verify -- FILE` checks it. */
  @Get('ledger/export')
  @ApiOkResponse({
    description: 'The ledger as JSON Lines (default) or CSV, each line hash-chained to the one before',
    content: { 'application/x-ndjson': { schema: { type: 'string' } }, 'text/csv': { schema: { type: 'string' } } },
  })
  async export(@Param('id') id: string, @Query() query: LedgerExportParams, @CurrentCaller() caller: Caller, @Res() response: Response): Promise<void> {
    await this.access.reads(caller, id);
    const now = new Date();
    const asOf = asOfDate(query.asOf, now);
    const lines: LedgerExportLine[] = await this.queries.execute(new ExportLedgerQuery(id, asOf, now));
    const format = query.format ?? 'jsonl';
    // 20261124T164623Z: the instant the export is for, in a file name every system accepts.
    const stamp = (asOf ?? now).toISOString().replace(/[-:]|\.\d+/g, '');
    response
      .status(200)
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="ledger-${id}-${stamp}.${format}"`)
      .send(format === 'csv' ? ledgerCsv(lines) : ledgerJsonl(lines));
  }
}
