import { defineEffect } from '../../../kernel/workflows/workflow.js';

/** The effect that makes a certificate's PDF, stores it and records how it went. */
export const GENERATE_CERTIFICATE = defineEffect<GenerateCertificateInput>('generate-certificate');

export interface GenerateCertificateInput {
  certificateId: string;
}

/** Where a certificate's PDF is kept in the file store. */
export const certificateFileKey = (certificateId: string): string => `certificates/${certificateId}.pdf`;
