import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { IsOptional } from './is-optional.js';
import { PROGRESS_MAX_INTERVALS, type WatchedInterval } from '../events/learning/progress.events.js';
import { QUIZ_RULES } from '../constants/business.js';
import type { AnswerQuizQuestionRequestBody } from '../http/quiz.types.js';
import { NOTE_TEXT_MAX_LENGTH, type AddNoteRequestBody, type EditNoteRequestBody, type ListNotesRequestBody } from '../http/note.types.js';
import { PageParams } from './page.requests.js';

function isInterval(value: unknown): value is WatchedInterval {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0) &&
    (value[0] as number) <= (value[1] as number)
  );
}

/** Each element is `[from, to]`: two finite seconds, not negative, from not after to. */
function AreWatchedIntervals(options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'watchedIntervals',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => Array.isArray(value) && value.every(isInterval) },
    });
  };
}

/** `POST coursesapi/course/{id}/progress`: what the player saw since the page opened (the server counts each second once). */
export class ReportProgressRequest {
  @IsString() @IsNotEmpty() @MaxLength(64) lessonId!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) position!: number;
  @IsArray() @ArrayMaxSize(PROGRESS_MAX_INTERVALS) @AreWatchedIntervals() watched!: WatchedInterval[];
}

/** Note text is plain text, kept trimmed: blank text is empty. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST cmsapi/courses/{id}/notes`: a note at a time of a lesson's video (0 without video). */
export class AddNoteRequest implements AddNoteRequestBody {
  @IsString() @IsNotEmpty() @MaxLength(64) lessonId!: string;
  @IsInt() @Min(0) videoSeconds!: number;
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(NOTE_TEXT_MAX_LENGTH) text!: string;
}

/** `PATCH cmsapi/courses/{id}/notes/{noteId}`: the note's new text. */
export class EditNoteRequest implements EditNoteRequestBody {
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(NOTE_TEXT_MAX_LENGTH) text!: string;
}

/** `POST cmsapi/courses/{id}/notes/list`: the caller's notes of the course, of one lesson if named. */
export class ListNotesRequest extends PageParams implements ListNotesRequestBody {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(64) lessonId?: string;
}

/** `POST coursesapi/course/{id}/quizzes/{lessonId}/attempts/{attemptId}/answers`: the options chosen for one question. */
export class AnswerQuizQuestionRequest implements AnswerQuizQuestionRequestBody {
  @IsString() @IsNotEmpty() @MaxLength(64) questionId!: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(QUIZ_RULES.maxOptions) @ArrayUnique() @IsString({ each: true }) @MaxLength(64, { each: true }) optionIds!: string[];
}
