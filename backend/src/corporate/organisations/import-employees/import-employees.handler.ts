import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationStream, type CommandAccepted, type EmployeeImportResult, type OrganisationEvent } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { NewAccounts, type Newcomer } from '../new-accounts.js';
import { newId } from '../new-ids.js';
import { organisationDecider, type OrganisationCommand } from '../organisation.decider.js';
import { OrganisationCostCentres } from '../organisation-cost-centres.js';
import { checkEmployeeRows, readEmployeeCsv, rowError, type RowProblem } from './employee-csv.js';
import { ImportEmployeesCommand } from './import-employees.command.js';
import { ImportRefused } from './import-refused.js';

/**
 * The CSV import: every row is checked, new people's addresses are claimed, and only when nothing is
 * wrong is the whole file recorded, in one append (the new people in one event, each changed person
 * after it). Any bad row refuses all of it and gives back the addresses claimed. A preview (`dryRun`)
 * claims and records nothing and answers what an import would do, with every row's problem.
 */
@CommandHandler(ImportEmployeesCommand)
export class ImportEmployeesHandler implements ICommandHandler<ImportEmployeesCommand, EmployeeImportResult & CommandAccepted> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly accounts: NewAccounts,
    private readonly costCentres: OrganisationCostCentres,
  ) {}

  async execute({ orgId, file, dryRun, mayManageStaff, locale, metadata }: ImportEmployeesCommand): Promise<EmployeeImportResult & CommandAccepted> {
    if (!file) throw DomainError.badRequest([{ field: 'file', code: 'IS_NOT_EMPTY' }]);
    const stream = organisationStream(orgId);
    const state = await this.executor.load(organisationDecider, stream);
    if (state.orgId === null) throw DomainError.notFound();
    const read = readEmployeeCsv(file);
    const { checked, problems } = checkEmployeeRows(read.rows, read.rows.length > 0 ? await this.costCentres.byCode(orgId) : new Map());
    const command: OrganisationCommand = {
      type: 'ImportEmployees',
      rows: checked.map((row) => ({ userId: newId(metadata, `person:${row.email}`), email: row.email, details: row.details })),
      mayManageStaff,
      by: metadata.userId ?? 'system',
      at: metadata.now.toISOString(),
    };
    const decision = organisationDecider.decide(command, state);
    if (decision instanceof DomainError) throw decision;
    const newcomers = newcomersIn(decision);
    const fine = read.problems.length === 0 && problems.length === 0;
    // Every problem is reported at once: a file refused for other rows, or previewed, claims nothing but still names the addresses taken.
    const taken = dryRun || !fine ? await this.accounts.heldElsewhere(newcomers) : await this.accounts.claimAll(newcomers, metadata);
    const lineOf = new Map(checked.map((row) => [row.email, row.line]));
    const all: RowProblem[] = [
      ...read.problems,
      ...problems,
      ...taken.map((email) => ({ line: lineOf.get(email)!, field: 'email', code: 'ALREADY_EXIST' as const, rule: 'emailTaken' as const })),
    ].sort((a, b) => a.line - b.line);
    const errors = all.map((problem) => rowError(problem, locale));
    const added = newcomers.length - taken.length;
    const updated = decision.filter((e) => e.type === 'EmployeeUpdated').length;
    const result = { dryRun, rows: read.count, added, updated, unchanged: checked.length - taken.length - added - updated, errors };
    if (dryRun) return { ...result, position: null };
    if (errors.length > 0) throw new ImportRefused(errors);
    try {
      return { ...result, ...accepted(await this.executor.execute(organisationDecider, stream, command, metadata)) };
    } catch (error) {
      await this.accounts.releaseAll(newcomers, metadata);
      throw error;
    }
  }
}

function newcomersIn(events: readonly OrganisationEvent[]): Newcomer[] {
  return events.flatMap((event) => (event.type === 'EmployeesAdded' ? event.data.employees.map(({ userId, email }) => ({ userId, email })) : []));
}
