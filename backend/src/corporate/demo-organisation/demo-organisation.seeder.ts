import { Injectable, type OnModuleInit } from '@nestjs/common';
import { costCentreStream, creditPriceStream, licenceStream, organisationStream, type DomainEvent, type EmployeeRecord } from '@khru/contracts';
import { deterministicEventId } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import type { Decider } from '../../kernel/commands/decider.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { costCentreDecider, type CostCentreCommand } from '../credits/cost-centres/cost-centre.decider.js';
import { creditPriceDecider } from '../credits/credit-prices/credit-price.decider.js';
import { licenceDecider } from '../licences/licence.decider.js';
import type { OrganisationCommand } from '../organisations/organisation-command.js';
import { organisationDecider } from '../organisations/organisation.decider.js';
import { daysBefore, everyoneIn, seatHolders, type DemoOrganisationSeed, type DemoPerson } from './demo-organisation.data.js';

interface PricedItem {
  id: string;
  price: number;
  courseIds?: string[];
}

const SEED_USER = 'system';

/**
 * The demo organisation of `infra/seed/organisation.json`, with a history spread over the year
 * before the first start: its people (joining in waves, one leaving), cost centres with
 * deposits and a transfer, licence pools, assignments and enrolments by credits, and a credit price
 * for every course and bundle. Each command is decided at its own past instant, so audit answers as
 * of last month differ from today's; every one carries an idempotency key, so a second run adds nothing.
 */
@Injectable()
export class DemoOrganisationSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly executor: CommandExecutor,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 70, name: 'demo organisation', run: (context) => this.run(context) });
    // After the year of logins and study the other capabilities seed: a leaver's account closes once their history is in.
    this.registry.register({ order: 90, name: 'demo organisation departures', run: (context) => this.departures(context) });
  }

  private send<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, stream: string, command: C, key: string, at: string) {
    return this.executor.execute(decider, stream, command, commandMetadata({ idempotencyKey: `seed:org:${key}`, userId: SEED_USER, now: new Date(at) }));
  }

  /** The people who left: the organisation deactivates them on the day they left (and their accounts close). */
  private async departures(context: SeedContext): Promise<number> {
    const seed = await context.readJson<DemoOrganisationSeed>('organisation.json');
    const now = new Date();
    const everyone = everyoneIn(seed);
    for (const { email, daysAgo } of seed.activity.departures) {
      const { userId } = everyone.find((person) => person.email === email)!;
      const at = daysBefore(now, daysAgo);
      const command = { type: 'UpdateEmployee' as const, userId, changes: {}, deactivate: true, mayManageStaff: true, by: SEED_USER, at };
      await this.send(organisationDecider, organisationStream(seed.organisation.id), command, `departure:${userId}`, at);
    }
    return seed.activity.departures.length;
  }

  private async run(context: SeedContext): Promise<number> {
    const seed = await context.readJson<DemoOrganisationSeed>('organisation.json');
    const { courses } = await context.readJson<{ courses: (PricedItem & { trainingStartsAt?: string | null })[] }>('courses.json');
    const { bundles } = await context.readJson<{ bundles: PricedItem[] }>('bundles.json');
    const now = new Date();
    const org = seed.organisation;
    const start = daysBefore(now, org.contractStartDaysAgo);
    const end = daysBefore(now, -org.contractEndInDays);

    const codes = new Map(seed.costCentres.map((c) => [c.code, c.id]));
    const name = { en: org.nameEn, th: org.nameTh };
    const contract = { id: org.contractId, start, end };
    await this.send(
      organisationDecider,
      organisationStream(org.id),
      { type: 'CreateOrganisation', orgId: org.id, name, taxId: org.taxId, address: org.address, contract, admins: [], by: SEED_USER, at: start },
      'create',
      start,
    );
    // People join and courses are assigned in time order: a department's assignment reaches those there at the time.
    for (const { command, key, at } of this.rosterCommands(seed, now, codes, bundles).sort((a, b) => a.at.localeCompare(b.at))) {
      await this.send(organisationDecider, organisationStream(org.id), command, key, at);
    }

    const priceOf = new Map<string, number>();
    const credits = (price: number) => Math.max(1, Math.round(price * seed.creditsPerBaht));
    for (const item of [...courses.map((c) => ({ ...c, isBundle: false })), ...bundles.map((b) => ({ ...b, isBundle: true }))]) {
      priceOf.set(`${item.isBundle}:${item.id}`, credits(item.price));
      const command = { type: 'SetCreditPrice' as const, itemId: item.id, isBundle: item.isBundle, credits: credits(item.price), by: SEED_USER, at: start };
      await this.send(creditPriceDecider, creditPriceStream(item.id), command, `price:${item.id}`, start);
    }

    const founders = seed.employees.map((e) => e.userId);
    for (const licence of seed.licences) {
      const coverage = licence.all ? { all: true as const } : { all: false as const, courseIds: licence.courseIds, bundleIds: licence.bundleIds };
      const pool = { licenceId: licence.id, orgId: org.id, name: licence.name, seats: licence.seats, validFrom: start, validUntil: end, coverage };
      await this.send(
        licenceDecider,
        licenceStream(licence.id),
        { type: 'CreateLicencePool', ...pool, by: SEED_USER, at: start },
        `licence:${licence.id}`,
        start,
      );
      const at = daysBefore(now, licence.assignedDaysAgo);
      const userIds = seatHolders(licence.holders, founders);
      await this.send(licenceDecider, licenceStream(licence.id), { type: 'AssignSeats', userIds, by: SEED_USER, at }, `licence:${licence.id}:seats`, at);
    }

    const ledger = this.ledgerCommands(seed, org.id, codes, now, start, end, priceOf, bundles);
    for (const { costCentreId, command, key, at } of ledger.sort((a, b) => a.at.localeCompare(b.at))) {
      await this.send(costCentreDecider, costCentreStream(costCentreId), command, key, at);
    }
    await context.readModelsCaughtUp();
    return 1;
  }

  /**
   * The organisation's people joining (those of the contract a day after it starts, then the waves of hires) and the
   * courses assigned to them. The people's accounts come from the demo accounts seeder, so they join as seeded: nobody is invited.
   */
  private rosterCommands(
    seed: DemoOrganisationSeed,
    now: Date,
    codes: Map<string, string>,
    bundles: PricedItem[],
  ): { command: OrganisationCommand; key: string; at: string }[] {
    const record = ({ demo: _demo, costCentre, ...person }: DemoPerson): EmployeeRecord => ({ ...person, costCentreId: codes.get(costCentre) ?? null });
    const joined = daysBefore(now, seed.organisation.contractStartDaysAgo - 1);
    const out: { command: OrganisationCommand; key: string; at: string }[] = [
      { command: { type: 'SeedEmployees', employees: seed.employees.map(record), by: SEED_USER, at: joined }, key: 'people', at: joined },
    ];
    for (const wave of seed.hires) {
      const at = daysBefore(now, wave.joinedDaysAgo);
      out.push({ command: { type: 'SeedEmployees', employees: wave.people.map(record), by: SEED_USER, at }, key: `people:${wave.joinedDaysAgo}`, at });
    }
    const everyone = everyoneIn(seed);
    for (const assignment of seed.assignments) {
      const at = daysBefore(now, assignment.daysAgo);
      const userIds = assignment.emails ? everyone.filter((e) => assignment.emails!.includes(e.email)).map((e) => e.userId) : null;
      const command: OrganisationCommand = {
        type: 'AssignCourse',
        assignmentId: assignment.id,
        item: { itemId: assignment.itemId, isBundle: assignment.isBundle },
        courseIds: assignment.isBundle ? bundles.find((b) => b.id === assignment.itemId)!.courseIds! : [assignment.itemId],
        userIds,
        department: assignment.department ?? null,
        dueDate: assignment.dueInDays === null ? null : daysBefore(now, -assignment.dueInDays),
        by: SEED_USER,
        at,
      };
      out.push({ command, key: `assignment:${assignment.id}`, at });
    }
    return out;
  }

  /** Every ledger command of the seed with its cost centre and instant; they are decided in time order. */
  private ledgerCommands(
    seed: DemoOrganisationSeed,
    orgId: string,
    codes: Map<string, string>,
    now: Date,
    start: string,
    end: string,
    priceOf: Map<string, number>,
    bundles: PricedItem[],
  ): { costCentreId: string; command: CostCentreCommand; key: string; at: string }[] {
    const out: { costCentreId: string; command: CostCentreCommand; key: string; at: string }[] = [];
    for (const centre of seed.costCentres) {
      const opened = { costCentreId: centre.id, orgId, code: centre.code, name: centre.name, unlimited: centre.unlimited, expiresAt: end };
      out.push({ costCentreId: centre.id, command: { type: 'OpenCostCentre', ...opened, by: SEED_USER, at: start }, key: `cc:${centre.id}`, at: start });
      for (const deposit of centre.deposits) {
        const at = daysBefore(now, deposit.daysAgo);
        const command = { type: 'DepositCredits' as const, amount: deposit.amount, invoiceRef: deposit.invoiceRef, by: SEED_USER, at };
        out.push({ costCentreId: centre.id, command, key: `cc:${centre.id}:${deposit.invoiceRef}`, at });
      }
    }
    for (const transfer of seed.transfers) {
      const at = daysBefore(now, transfer.daysAgo);
      const from = codes.get(transfer.from)!;
      const to = codes.get(transfer.to)!;
      const base = { transferId: transfer.id, amount: transfer.amount, by: SEED_USER, at };
      out.push({ costCentreId: from, command: { type: 'TransferOut', ...base, toCostCentreId: to }, key: `transfer:${transfer.id}:out`, at });
      // One millisecond later, so the target's arrival follows the departure in time order as it does on the feed.
      const arrival = new Date(Date.parse(at) + 1).toISOString();
      out.push({
        costCentreId: to,
        command: { type: 'TransferIn', ...base, at: arrival, fromCostCentreId: from },
        key: `transfer:${transfer.id}:in`,
        at: arrival,
      });
    }
    for (const [index, enrolment] of seed.enrolments.entries()) {
      const person = everyoneIn(seed).find((e) => e.email === enrolment.email)!;
      const at = daysBefore(now, enrolment.daysAgo);
      const courseIds = enrolment.isBundle ? bundles.find((b) => b.id === enrolment.itemId)!.courseIds! : [enrolment.itemId];
      const command: CostCentreCommand = {
        type: 'DeductForEnrolment',
        enrolmentId: deterministicEventId(`seed:org:enrolment:${index}`, 0),
        userId: person.userId,
        itemId: enrolment.itemId,
        isBundle: enrolment.isBundle,
        courseIds,
        amount: priceOf.get(`${enrolment.isBundle}:${enrolment.itemId}`)!,
        at,
      };
      out.push({ costCentreId: codes.get(person.costCentre)!, command, key: `enrolment:${index}`, at });
    }
    return out;
  }
}
