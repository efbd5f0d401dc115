import { Module, type DynamicModule } from '@nestjs/common';
import { AssessmentModule } from './assessment/assessment.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CommerceModule } from './commerce/commerce.module.js';
import { CmsModule } from './cms/cms.module.js';
import { CorporateModule } from './corporate/corporate.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { KernelModule, type KernelRuntime } from './kernel/kernel.module.js';
import { LearningModule } from './learning/learning.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SupportModule } from './support/support.module.js';

/** The kernel plus one module per capability; a new capability is a new folder and one line here. */
@Module({})
export class AppModule {
  static forRoot(runtime: KernelRuntime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KernelModule.forRoot(runtime),
        CatalogueModule,
        IdentityModule,
        CmsModule,
        CommerceModule,
        CorporateModule,
        LearningModule,
        NotificationsModule,
        AssessmentModule,
        ReportsModule,
        SupportModule,
      ],
    };
  }
}
