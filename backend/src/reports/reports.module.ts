import { Module } from '@nestjs/common';
import { ReportExportHttpController } from './export/report-export.http.controller.js';
import { ReportExporter } from './export/report-exporter.js';
import { ReportQueries } from './queries/report-queries.service.js';
import { ReportsHttpController } from './reports.http.controller.js';
import { CancelReportScheduleHandler } from './schedules/cancel-report-schedule/cancel-report-schedule.handler.js';
import { ReportScheduleWorkflows } from './schedules/report-schedule-workflows.js';
import { ReportSchedulesHttpController } from './schedules/report-schedules.http.controller.js';
import { RunReportScheduleEffect } from './schedules/run/run-report-schedule.effect.js';
import { ScheduleReportHandler } from './schedules/schedule-report/schedule-report.handler.js';
import { ReportScope } from './scope/report-scope.js';

/**
 * Reports for organisation admins and HR (ADR 26). Controllers with fixed paths under `reportsapi` come
 * before `ReportsHttpController`, whose `:report` would otherwise take them (Nest routes in this order).
 */
@Module({
  controllers: [ReportSchedulesHttpController, ReportExportHttpController, ReportsHttpController],
  providers: [ReportScope, ReportQueries, ReportExporter, ReportScheduleWorkflows, RunReportScheduleEffect, ScheduleReportHandler, CancelReportScheduleHandler],
  exports: [ReportQueries, ReportScope],
})
export class ReportsModule {}
