import { CostCentreAccess } from './cost-centre-access.js';
import { CostCentreWorkflows } from './cost-centre-workflows.js';
import { CostCentresHttpController } from './cost-centres.http.controller.js';
import { DepositCreditsHandler } from './deposit-credits/deposit-credits.handler.js';
import { ExportLedgerHandler } from './export-ledger/export-ledger.handler.js';
import { GetCostCentreBalanceHandler } from './get-balance/get-cost-centre-balance.handler.js';
import { GetLedgerHandler } from './get-ledger/get-ledger.handler.js';
import { ListCostCentresHandler } from './list-cost-centres/list-cost-centres.handler.js';
import { OpenCostCentreHandler } from './open-cost-centre/open-cost-centre.handler.js';
import { OrganisationCostCentresHttpController } from './organisation-cost-centres.http.controller.js';
import { ReverseEnrolmentHandler } from './reverse-enrolment/reverse-enrolment.handler.js';
import { TransferCreditsHandler } from './transfer-credits/transfer-credits.handler.js';

/** The cost centres' routes, for the credits module. */
export const COST_CENTRE_CONTROLLERS = [OrganisationCostCentresHttpController, CostCentresHttpController];

/** The cost centres' handlers, access checks and workflows, for the credits module. */
export const COST_CENTRE_PROVIDERS = [
  CostCentreAccess,
  CostCentreWorkflows,
  OpenCostCentreHandler,
  DepositCreditsHandler,
  TransferCreditsHandler,
  ReverseEnrolmentHandler,
  GetCostCentreBalanceHandler,
  ListCostCentresHandler,
  GetLedgerHandler,
  ExportLedgerHandler,
];
