import { StaticPage } from '../../components/static-page';

/** The company and policy pages (spec section 2), with the policy facts of spec section 9. */
export const AboutUsRoute = () => <StaticPage page="about" sections={['mission', 'learners', 'business', 'instructors']} />;

export const PrivacyPolicyRoute = () => (
  <StaticPage page="privacy" sections={['collect', 'use', 'corporate', 'retention', 'rights', 'breach', 'children', 'revised']} />
);

export const TermsOfUseRoute = () => <StaticPage page="terms" sections={['accounts', 'minors', 'access', 'membership', 'trials', 'conduct', 'liability']} />;

export const RefundPolicyRoute = () => <StaticPage page="refund" sections={['online', 'payout', 'publicCancelled', 'publicEarly', 'publicLate']} />;
