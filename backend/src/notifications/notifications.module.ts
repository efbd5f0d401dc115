import { Module } from '@nestjs/common';
import { AnnouncementsHttpController } from './announcements/announcements.http.controller.js';
import { PostAnnouncementHandler } from './announcements/post-announcement/post-announcement.handler.js';
import { MarkAllSeenHandler } from './bell/mark-all-seen/mark-all-seen.handler.js';
import { MarkNotificationReadHandler } from './bell/mark-notification-read/mark-notification-read.handler.js';
import { NotificationList } from './bell/notification-list.js';
import { UserNotificationsHttpController } from './bell/user-notifications.http.controller.js';
import { DeliverNotificationEffect } from './delivery/deliver-notification.effect.js';
import { NotificationRecipients } from './delivery/notification-recipients.js';
import { NotificationHub } from './live/notification-hub.js';
import { NotificationStreamHttpController } from './live/notification-stream.http.controller.js';
import { NotificationWorkflows } from './notification-workflows.js';

/** Notifications (ADR 25): sent by workflows for many causes, listed and read in the bell, pushed live, some mailed. */
@Module({
  controllers: [NotificationStreamHttpController, UserNotificationsHttpController, AnnouncementsHttpController],
  providers: [
    NotificationList,
    NotificationRecipients,
    DeliverNotificationEffect,
    NotificationHub,
    NotificationWorkflows,
    MarkAllSeenHandler,
    MarkNotificationReadHandler,
    PostAnnouncementHandler,
  ],
})
export class NotificationsModule {}
