import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsObject, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { TEST_RULES } from '../constants/business.js';
import type { DefineCourseTestRequestBody, TestAnswerRequestBody } from '../http/test.types.js';
import { SLUG_PATTERN } from './catalogue.requests.js';

/** `POST testapi/test/{attemptId}` (spec section 7): one answer of an attempt; `isEnd` finishes it. */
export class AnswerTestRequest implements TestAnswerRequestBody {
  @IsString() @IsNotEmpty() @MaxLength(64) questionId!: string;
  @IsString() @IsNotEmpty() @MaxLength(64) optionId!: string;
  @IsBoolean() isEnd!: boolean;
}

/** Largest bank a test may hold. */
export const TEST_BANK_MAX_QUESTIONS = 200;

export class TestOptionInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsString() @IsNotEmpty() @MaxLength(1000) textEn!: string;
  @IsString() @IsNotEmpty() @MaxLength(1000) textTh!: string;
}

/** A single-choice question; whether its right option is among its options is checked by the test's decider. */
export class TestQuestionInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsString() @IsNotEmpty() @MaxLength(2000) textEn!: string;
  @IsString() @IsNotEmpty() @MaxLength(2000) textTh!: string;
  @IsArray()
  @ArrayMaxSize(TEST_RULES.maxOptions)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TestOptionInput)
  options!: TestOptionInput[];
  @IsNotEmpty() @IsString() @MaxLength(64) correctOptionId!: string;
}

/** `PUT coursesapi/course/{id}/test` (platform admins): the bank, the rules and the information shown before starting. */
export class DefineCourseTestRequest implements DefineCourseTestRequestBody {
  @IsString() @IsNotEmpty() @MaxLength(4000) informationEn!: string;
  @IsString() @IsNotEmpty() @MaxLength(4000) informationTh!: string;
  @IsInt() @Min(1) @Max(100) passMarkPercent!: number;
  @IsInt() @Min(1) @Max(600) timeLimitMinutes!: number;
  @IsInt() @Min(0) @Max(365) retryWaitDays!: number;
  @IsInt() @Min(1) @Max(TEST_BANK_MAX_QUESTIONS) questionsPerAttempt!: number;
  @IsArray()
  @ArrayMaxSize(TEST_BANK_MAX_QUESTIONS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TestQuestionInput)
  questions!: TestQuestionInput[];
}
