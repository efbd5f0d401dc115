import { inject } from 'vitest';
import type { AdminMessages } from '../i18n/i18n-provider';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's messages, react-admin's and every slice's, which the composition root gathers (`src/test-global-setup.ts`). */
    appMessages: AdminMessages;
  }
}

/** The app's messages as it shows them (testing, shared code, knows no slice: the test runner hands them over). */
export const appMessages = (): AdminMessages => inject('appMessages');
