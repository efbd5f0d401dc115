import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, NoteAddedResponse, NoteResponse, Paged } from '@khru/contracts';
import { AddNoteRequest, EditNoteRequest, ListNotesRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { AddNoteCommand } from './add-note/add-note.command.js';
import { DeleteNoteCommand } from './delete-note/delete-note.command.js';
import { EditNoteCommand } from './edit-note/edit-note.command.js';
import { ListNotesQuery } from './list-notes/list-notes.query.js';

/** Default page of `notes/list`: a course's notes usually fit in one. */
const NOTES_PAGE = 50;

/** `cmsapi/courses/{id}/notes` (spec section 7): a learner's own notes on the lessons of a course they hold. */
@ApiTags('learning')
@ApiBearerAuth()
@Controller('cmsapi/courses/:id/notes')
export class NotesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @RequireLogin()
  async add(@Param('id') courseId: string, @Body() body: AddNoteRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<NoteAddedResponse> {
    const noteId = randomUUID();
    const result = await this.commands.execute(new AddNoteCommand(courseId, noteId, body, caller, requestMetadata(request, caller.userId)));
    return { id: noteId, ...accepted(result) };
  }

  @Post('list')
  @RequireLogin()
  @HttpCode(200)
  list(@Param('id') courseId: string, @Body() body: ListNotesRequest, @CurrentCaller() caller: Caller): Promise<Paged<NoteResponse>> {
    return this.queries.execute(new ListNotesQuery(courseId, caller, body.lessonId ?? null, body.skip ?? 0, body.take ?? NOTES_PAGE, new Date()));
  }

  @Patch(':noteId')
  @RequireLogin()
  async edit(
    @Param('id') courseId: string,
    @Param('noteId') noteId: string,
    @Body() body: EditNoteRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const payload = { type: 'EditNote', noteId, courseId, userId: caller.userId, text: body.text, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new EditNoteCommand(payload, metadata)));
  }

  @Delete(':noteId')
  @RequireLogin()
  async remove(
    @Param('id') courseId: string,
    @Param('noteId') noteId: string,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const payload = { type: 'DeleteNote', noteId, courseId, userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new DeleteNoteCommand(payload, metadata)));
  }
}
