import { Query } from '@nestjs/cqrs';

/** The issuer's revocation list (1EdTech Revocation List): every revoked credential, with why. */
export interface RevocationList {
  id: string;
  issuer: string;
  revokedCredentials: { id: string; revocationReason: string }[];
}

export class ListRevocationsQuery extends Query<RevocationList> {}
