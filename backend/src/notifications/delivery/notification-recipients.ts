import { Inject, Injectable } from '@nestjs/common';
import {
  BUNDLES_COLLECTION,
  COURSES_COLLECTION,
  EMPLOYEES_COLLECTION,
  heldCourseAccess,
  membershipCovers,
  MEMBERSHIPS_COLLECTION,
  PROGRESS_COLLECTION,
  progressStream,
  USERS_COLLECTION,
  type BundleDocument,
  type CourseDocument,
  type EmployeeDocument,
  type ItemRef,
  type MembershipDocument,
  type ProgressDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import type { Recipients } from './deliver-notification.js';

/** Who a notification goes to, read from the read models when it is delivered. */
@Injectable()
export class NotificationRecipients {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async of(to: Recipients, now: Date): Promise<string[]> {
    if ('orgAdminsOf' in to) return this.orgAdmins(to.orgAdminsOf);
    if ('announcementsOf' in to) return this.announcementReaders(to.announcementsOf, now);
    const named = [...new Set(to.userIds)];
    return 'yetToComplete' in to ? this.notCompleted(named, to.yetToComplete) : named;
  }

  private async orgAdmins(orgId: string): Promise<string[]> {
    const admins = await this.documents
      .collection<EmployeeDocument>(EMPLOYEES_COLLECTION)
      .find({ orgId, role: 'ORG_ADMIN', active: true }, { projection: { _id: 1 } })
      .toArray();
    return admins.map((a) => a._id);
  }

  /**
   * A course's learners as the learning page counts them (a purchase, a bundle, credits, a free enrolment, while
   * access lasts; or a membership that covers it, for members who have started it), who accept announcements.
   */
  private async announcementReaders(courseId: string, now: Date): Promise<string[]> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId });
    if (!course) return [];
    const users = this.documents.collection<UserDocument>(USERS_COLLECTION);
    const holders = (await users.find({ purchasedCourseIds: courseId }).toArray()).filter((u) => heldCourseAccess(u, courseId, now) !== undefined);
    const held = new Set(holders.map((u) => u._id));
    const started = await this.documents
      .collection<ProgressDocument>(PROGRESS_COLLECTION)
      .find({ courseId }, { projection: { userId: 1 } })
      .toArray();
    const others = started.map((p) => p.userId).filter((id) => !held.has(id));
    const memberships = await this.documents
      .collection<MembershipDocument>(MEMBERSHIPS_COLLECTION)
      .find({ _id: { $in: others } })
      .toArray();
    const memberIds = memberships.filter((m) => membershipCovers(m, course.publishedAt, now)).map((m) => m._id);
    const members = memberIds.length ? await users.find({ _id: { $in: memberIds } }).toArray() : [];
    return [...holders, ...members].filter((u) => u.notificationSettings.receiveInstructorAnnouncements).map((u) => u._id);
  }

  private async notCompleted(userIds: string[], item: ItemRef): Promise<string[]> {
    const courseIds = item.isBundle
      ? ((await this.documents.collection<BundleDocument>(BUNDLES_COLLECTION).findOne({ _id: item.itemId }))?.courseIds ?? [])
      : [item.itemId];
    const progress = this.documents.collection<ProgressDocument>(PROGRESS_COLLECTION);
    const pending: string[] = [];
    for (const userId of userIds) {
      const completed = await progress.countDocuments({ _id: { $in: courseIds.map((c) => progressStream(userId, c)) }, completedAt: { $ne: null } });
      if (courseIds.length === 0 || completed < courseIds.length) pending.push(userId);
    }
    return pending;
  }
}
