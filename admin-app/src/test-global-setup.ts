import type { TestProject } from 'vitest/node';
import { appMessages } from './app-messages';

/** Hands the app's messages to the test files once (the shared test helpers know no slice, so cannot gather them). */
export default function setup({ provide }: TestProject) {
  provide('appMessages', appMessages);
}
