import { Command } from '@nestjs/cqrs';
import type { TestAnswerRequestBody, TestAnswerResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** `POST testapi/test/{attemptId}`: one answer of the caller's attempt; `isEnd` finishes it. */
export class AnswerTestCommand extends Command<TestAnswerResponse> {
  constructor(
    readonly caller: Caller,
    readonly attemptId: string,
    readonly answer: TestAnswerRequestBody,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
