import { Module } from '@nestjs/common';
import { CertificatesModule } from './certificates/certificates.module.js';
import { TestsModule } from './final-tests/tests.module.js';

/** Assessment: courses' final tests and the certificates they lead to. */
@Module({
  imports: [TestsModule, CertificatesModule],
})
export class AssessmentModule {}
