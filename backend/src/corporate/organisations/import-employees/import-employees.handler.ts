import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organisationStream, type CommandAccepted, type EmployeeImportResult } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { newId } from '../new-ids.js';
import type { OrganisationCommand } from '../organisation-command.js';
import { organisationDecider } from '../organisation.decider.js';
import { OrganisationCostCentres } from '../organisation-cost-centres.js';
import { newcomersOf } from '../people-proposals.js';
import { PeopleProposals } from '../people-proposals.service.js';
import { checkEmployeeRows, readEmployeeCsv, rowError, type RowProblem } from './employee-csv.js';
import { ImportEmployeesCommand } from './import-employees.command.js';
import { ImportRefused } from './import-refused.js';

/**
 * The CSV import: every row is checked, and only when nothing is wrong is the whole file proposed; a
 * workflow claims the new people's addresses and the file is then recorded in one append (the new
 * people in one event, each changed person after it), or refused whole (ADR 34). A preview (`dryRun`)
 * records nothing and answers what an import would do, with every row's problem.
 */
@CommandHandler(ImportEmployeesCommand)
export class ImportEmployeesHandler implements ICommandHandler<ImportEmployeesCommand, EmployeeImportResult & CommandAccepted> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly proposals: PeopleProposals,
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
    const newcomers = newcomersOf(decision);
    // Every problem is reported at once: a file refused for other rows, or previewed, still names the addresses taken.
    const taken = await this.proposals.heldElsewhere(newcomers);
    const lineOf = new Map(checked.map((row) => [row.email, row.line]));
    const problemsWith = (held: readonly string[]) =>
      [
        ...read.problems,
        ...problems,
        ...held.map((email) => ({ line: lineOf.get(email)!, field: 'email', code: 'ALREADY_EXIST' as const, rule: 'emailTaken' as const })),
      ]
        .sort((a, b) => a.line - b.line)
        .map((problem: RowProblem) => rowError(problem, locale));
    const errors = problemsWith(taken);
    const added = newcomers.length - taken.length;
    const updated = decision.filter((e) => e.type === 'EmployeeUpdated').length;
    const result = { dryRun, rows: read.count, added, updated, unchanged: checked.length - taken.length - added - updated, errors };
    if (dryRun) return { ...result, position: null };
    if (errors.length > 0) throw new ImportRefused(errors);
    // A file that brings nobody new needs no address: it is recorded at once.
    if (newcomers.length === 0) return { ...result, ...accepted(await this.executor.execute(organisationDecider, stream, command, metadata)) };
    const proposal = { kind: 'import' as const, rows: command.rows, mayManageStaff };
    const outcome = await this.proposals.propose(orgId, proposal, metadata, { fieldOf: () => 'email', heldNow: false });
    if ('result' in outcome) return { ...result, ...accepted(outcome.result) };
    // Another account took an address between the check and the claim.
    if (outcome.refused.taken.length > 0) throw new ImportRefused(problemsWith(outcome.refused.taken));
    throw new DomainError(outcome.refused.code, outcome.refused.fields);
  }
}
