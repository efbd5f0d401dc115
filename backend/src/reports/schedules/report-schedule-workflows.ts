import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { reportScheduleRunWorkflow } from './run/report-schedule-run.workflow.js';

/** The scheduled report mails' workflow, run on the feed by the kernel's leader. */
@Injectable()
export class ReportScheduleWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(reportScheduleRunWorkflow);
  }
}
