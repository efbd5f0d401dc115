import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ORDERS_COLLECTION, isLocale, type CommandAccepted, type OrderDocument } from '@khru/contracts';
import { TaxInvoiceBuyerRequest } from '@khru/contracts/requests';
import type { DocumentStore } from '@khru/platform';
import type { Request, Response } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { RecordTaxInvoiceBuyerCommand } from './record-tax-invoice-buyer/record-tax-invoice-buyer.command.js';
import { taxInvoicePdf } from './tax-invoice.pdf.js';

/** An order's full Thai tax invoice: the buyer it names (given at checkout or afterwards), and the invoice as a PDF. */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('paymentapi/orders/:id')
export class TaxInvoiceHttpController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Put('tax-invoice-buyer')
  async recordBuyer(
    @Param('id') id: string,
    @Body() body: TaxInvoiceBuyerRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const buyer = { name: body.name, address: body.address, taxId: body.taxId, branch: body.branch };
    const at = new Date().toISOString();
    return accepted(
      await this.commands.execute(
        new RecordTaxInvoiceBuyerCommand(
          { type: 'RecordTaxInvoiceBuyer', orderId: id, userId: caller.userId, buyer, at },
          requestMetadata(request, caller.userId),
        ),
      ),
    );
  }

  /** `?lang=th|en` chooses the invoice's language (else the request's). */
  @Get('tax-invoice.pdf')
  @ApiOkResponse({ description: 'The full Thai tax invoice as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async pdf(
    @Param('id') id: string,
    @Query('lang') lang: string | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const order = await this.documents.collection<OrderDocument>(ORDERS_COLLECTION).findOne({ _id: id });
    if (!order || (order.userId !== caller.userId && !caller.permissions.includes('ADMIN'))) throw DomainError.notFound();
    // A wholly refunded order has nothing left to invoice.
    if (!order.receiptNo || !order.paidAt || order.paymentType !== 'card' || order.status === 'refunded')
      throw DomainError.badRequest([{ field: 'orderId', code: 'IS_NOT_EFFECTED' }]);
    if (!order.taxInvoiceBuyer) throw DomainError.badRequest([{ field: 'taxId', code: 'IS_NOT_EMPTY' }]);
    const locale = isLocale(lang) ? lang : requestLocale(request);
    const pdf = await taxInvoicePdf({ ...order, receiptNo: order.receiptNo, paidAt: order.paidAt }, order.taxInvoiceBuyer, locale);
    response.status(200).type('application/pdf').setHeader('Content-Disposition', `attachment; filename="tax-invoice-${order.receiptNo}.pdf"`).send(pdf);
  }
}
