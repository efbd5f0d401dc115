import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { noteStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { lessonLength } from '../curriculum-places.js';
import { noteDecider } from '../note.decider.js';
import { AddNoteCommand } from './add-note.command.js';

/** Only a learner holding the course adds a note; the lesson's length comes from the course read model. */
@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ courseId, noteId, body, caller, metadata }: AddNoteCommand): Promise<CommandResult> {
    const course = await this.holders.assertHolds(caller, courseId, metadata.now);
    return this.executor.execute(
      noteDecider,
      noteStream(noteId),
      {
        type: 'AddNote',
        noteId,
        userId: caller.userId,
        courseId,
        lessonId: body.lessonId,
        videoSeconds: body.videoSeconds,
        text: body.text,
        at: metadata.now.toISOString(),
        lessonSeconds: lessonLength(course, body.lessonId),
      },
      metadata,
    );
  }
}
