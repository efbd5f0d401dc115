import { Inject, Injectable } from '@nestjs/common';
import { organisationStream, type OrganisationEvent, type PeopleProposal, type ProposalRefused } from '@khru/contracts';
import { EMAIL_CLAIMS, type EmailClaimsPort } from '../../kernel/accounts/email-claims.port.js';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { resultOfRecorded, type CommandResult } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { WorkflowOutcome } from '../../kernel/workflows/workflow-outcome.js';
import { newId } from './new-ids.js';
import { organisationDecider } from './organisation.decider.js';

/** A person about to join, whose address their account-to-be must hold. */
export interface Newcomer {
  userId: string;
  email: string;
}

export type ProposalOutcome = { result: CommandResult } | { refused: ProposalRefused['data'] };

/**
 * Requests that bring new people (an organisation with its admins, a person, an import) append one
 * proposal to the organisation's stream; the organisation-newcomers workflow claims the addresses and
 * confirms or refuses it, and the request answers once it has (ADR 34).
 */
@Injectable()
export class PeopleProposals {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EMAIL_CLAIMS) private readonly claims: EmailClaimsPort,
    private readonly outcome: WorkflowOutcome,
  ) {}

  /** The addresses another account holds now, claiming nothing: refused at once, and an import's preview. */
  async heldElsewhere(people: readonly Newcomer[]): Promise<string[]> {
    const holders = await Promise.all(people.map(async (person) => ({ person, holder: await this.claims.holder(person.email) })));
    return holders.filter(({ person, holder }) => holder !== null && holder !== person.userId).map(({ person }) => person.email);
  }

  /**
   * Appends the proposal and waits for the workflow's answer. What the organisation refuses now is
   * thrown first, then ALREADY_EXIST (rule emailTaken, on the field `fieldOf` names) for each address
   * another account holds now; `heldNow: false` leaves those to the caller (an import reports them by row).
   */
  async propose(
    orgId: string,
    proposal: PeopleProposal,
    metadata: CommandMetadata,
    options: { fieldOf: (email: string) => string; heldNow?: boolean },
  ): Promise<ProposalOutcome> {
    const requestId = newId(metadata, 'proposal');
    const stream = organisationStream(orgId);
    const command = { type: 'ProposePeople' as const, orgId, requestId, proposal, by: metadata.userId ?? 'system', at: metadata.now.toISOString() };
    const decision = organisationDecider.decide(command, await this.executor.load(organisationDecider, stream));
    if (decision instanceof DomainError) throw decision;
    if (options.heldNow !== false) refuseTaken(await this.heldElsewhere(newcomersIn(decision)), options.fieldOf);
    await this.executor.execute(organisationDecider, stream, command, metadata);
    const answer = await this.outcome.of(
      stream,
      (e) => (e.type === 'ProposalConfirmed' || e.type === 'ProposalRefused') && (e.data as { requestId: string }).requestId === requestId,
    );
    return answer.type === 'ProposalRefused' ? { refused: answer.data as ProposalRefused['data'] } : { result: resultOfRecorded(answer) };
  }

  /** As `propose`, throwing a refusal the workflow recorded as the request's own. */
  async proposeOrRefuse(orgId: string, proposal: PeopleProposal, metadata: CommandMetadata, fieldOf: (email: string) => string): Promise<CommandResult> {
    const outcome = await this.propose(orgId, proposal, metadata, { fieldOf });
    if ('result' in outcome) return outcome.result;
    refuseTaken(outcome.refused.taken, fieldOf);
    throw new DomainError(outcome.refused.code, outcome.refused.fields);
  }
}

const newcomersIn = (events: readonly OrganisationEvent[]): Newcomer[] => events.flatMap((e) => (e.type === 'PeopleProposed' ? e.data.newcomers : []));

function refuseTaken(taken: readonly string[], fieldOf: (email: string) => string): void {
  if (taken.length === 0) return;
  throw new DomainError(
    'ALREADY_EXIST',
    taken.map((email) => ({ field: fieldOf(email), code: 'ALREADY_EXIST' as const, rule: 'emailTaken' as const })),
  );
}
