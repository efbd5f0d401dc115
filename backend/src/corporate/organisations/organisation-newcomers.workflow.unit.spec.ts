import { describe, it } from '@jest/globals';
import { organisationStream, type EmailClaimEvent, type OrganisationEvent } from '@khru/contracts';
import { emailClaimStream } from '../../kernel/accounts/email-claim-stream.js';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { organisationNewcomersWorkflow } from './organisation-newcomers.workflow.js';

const orgId = 'o1';
const requestId = 'r1';
const purpose = { kind: 'join-organisation' as const, orgId, requestId };
const ann = { userId: 'u1', email: 'ann@siam.example' };
const bo = { userId: 'u2', email: 'bo@siam.example' };
const proposed = (...newcomers: { userId: string; email: string }[]): OrganisationEvent => ({
  type: 'PeopleProposed',
  data: { orgId, requestId, proposal: { kind: 'import', rows: [], mayManageStaff: false }, newcomers, by: 'hr', at: 't' },
});
const claimed = ({ userId, email }: typeof ann): EmailClaimEvent => ({ type: 'EmailClaimed', data: { email, userId, purpose } });
const refused = ({ userId, email }: typeof ann): EmailClaimEvent => ({ type: 'EmailClaimRefused', data: { email, userId, purpose } });
const claim = ({ userId, email }: typeof ann) => command('email-claim', emailClaimStream(email), { type: 'ClaimEmail', email, userId, purpose });
const release = ({ userId, email }: typeof ann) => command('email-claim', emailClaimStream(email), { type: 'ReleaseEmail', email, userId });
const org = organisationStream(orgId);
const given = workflowSpec(organisationNewcomersWorkflow);

describe('organisation newcomers workflow', () => {
  it('given nothing, when people are proposed, then each newcomer address is claimed for the proposal', () => {
    given([])
      .when(proposed(ann, bo))
      .then([claim(ann), claim(bo)]);
  });

  it('given nothing, when a proposal brings no newcomer, then it is confirmed at once', () => {
    given([])
      .when(proposed())
      .then([command('organisation', org, { type: 'ConfirmProposal', requestId })]);
  });

  it('given one of two addresses claimed, when the other is claimed, then the proposal is confirmed', () => {
    given([proposed(ann, bo), claimed(ann)])
      .when(claimed(bo))
      .then([command('organisation', org, { type: 'ConfirmProposal', requestId })]);
  });

  it('given one of two addresses claimed, when the other is held by another account, then the proposal is refused naming it', () => {
    given([proposed(ann, bo), claimed(ann)])
      .when(refused(bo))
      .then([command('organisation', org, { type: 'RefuseProposal', requestId, taken: [bo.email] })]);
  });

  it('given a claim still to answer, when one is claimed, then nothing is sent yet', () => {
    given([proposed(ann, bo)])
      .when(claimed(ann))
      .thenNothing();
  });

  it('given a proposal with one address claimed, when it is refused, then the claimed address is given back', () => {
    const refusal: OrganisationEvent = { type: 'ProposalRefused', data: { orgId, requestId, taken: [bo.email], code: 'ALREADY_EXIST', fields: [] } };
    given([proposed(ann, bo), claimed(ann), refused(bo)])
      .when(refusal)
      .then([release(ann)]);
  });

  it('given nothing, when an address is claimed for no organisation, then nothing is sent', () => {
    given([])
      .when({ type: 'EmailClaimed', data: { email: ann.email, userId: ann.userId } })
      .thenNothing();
  });
});
