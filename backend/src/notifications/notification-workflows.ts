import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { announcementNotificationsWorkflow } from './causes/announcement-notifications.workflow.js';
import { assignmentNotificationsWorkflow } from './causes/assignment-notifications.workflow.js';
import { balanceLowWorkflow } from './causes/balance-low.workflow.js';
import { certificateNotificationsWorkflow } from './causes/certificate-notifications.workflow.js';
import { licenceNotificationsWorkflow } from './causes/licence-notifications.workflow.js';
import { membershipNotificationsWorkflow } from './causes/membership-notifications.workflow.js';
import { paymentNotificationsWorkflow } from './causes/payment-notifications.workflow.js';
import { questionNotificationsWorkflow } from './causes/question-notifications.workflow.js';
import { reviewNotificationsWorkflow } from './causes/review-notifications.workflow.js';
import { testNotificationsWorkflow } from './causes/test-notifications.workflow.js';

/** The workflows that notify, one per cause, run on the feed by the kernel's leader. */
@Injectable()
export class NotificationWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    for (const workflow of [
      paymentNotificationsWorkflow,
      membershipNotificationsWorkflow,
      testNotificationsWorkflow,
      certificateNotificationsWorkflow,
      questionNotificationsWorkflow,
      reviewNotificationsWorkflow,
      licenceNotificationsWorkflow,
      assignmentNotificationsWorkflow,
      balanceLowWorkflow,
      announcementNotificationsWorkflow,
    ]) {
      this.registry.register(workflow);
    }
  }
}
