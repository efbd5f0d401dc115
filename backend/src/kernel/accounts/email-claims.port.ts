/**
 * Who holds an address, for capabilities that bring accounts for other people (an organisation
 * adding its employees) and refuse a taken address at once; their claims are a workflow's (ADR 34).
 * Identity binds it to its email claims; capabilities never import each other.
 */
export interface EmailClaimsPort {
  /** The account holding the address, or null. */
  holder(email: string): Promise<string | null>;
}

export const EMAIL_CLAIMS = Symbol('EMAIL_CLAIMS');
