import { Inject, Injectable } from '@nestjs/common';
import { USERS_COLLECTION, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { SUPPORT_ROLES } from '../support-permission.js';

/** Someone a conversation can be assigned to. */
export interface SupportAdmin {
  id: string;
  name: string;
  email: string;
}

/** `GET supportapi/admin/admins`: the accounts that may answer support, by name. */
@Injectable()
export class SupportAdmins {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async list(): Promise<SupportAdmin[]> {
    const users = await this.documents
      .collection<UserDocument>(USERS_COLLECTION)
      .find({ role: { $in: [...SUPPORT_ROLES] } }, { sort: { firstName: 1, lastName: 1, _id: 1 } })
      .toArray();
    return users.map((user) => ({ id: user._id, name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email }));
  }
}
