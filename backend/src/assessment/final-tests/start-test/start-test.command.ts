import { Command } from '@nestjs/cqrs';
import type { Locale, TestAttemptView } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** `POST testapi/test/{courseId}/{lang}`: start the course's test, or resume the attempt that is open. */
export class StartTestCommand extends Command<TestAttemptView> {
  constructor(
    readonly caller: Caller,
    readonly courseId: string,
    readonly lang: Locale,
    readonly attemptId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
