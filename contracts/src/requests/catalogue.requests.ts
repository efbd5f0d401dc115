import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, Min, ValidateNested } from 'class-validator';

/** Both languages of a text, each required. */
export class LocalizedTextInput {
  @IsNotEmpty() @IsString() @MaxLength(2000) en!: string;
  @IsNotEmpty() @IsString() @MaxLength(2000) th!: string;
}

/** Ids of catalogue items are readable slugs (`leadership-coaching`). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class JobFunctionRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @ValidateNested() @Type(() => LocalizedTextInput) name!: LocalizedTextInput;
  @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => LocalizedTextInput) subFunctions!: LocalizedTextInput[];
  @IsInt() @Min(0) order!: number;
}

export class InstructorRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) lastName!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) firstNameTh!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) lastNameTh!: string;
  /** A path on this site (`/api/files/…`) or an https address. */
  @IsOptional() @IsString() @Matches(/^(\/(?!\/)|https:\/\/)\S+$/) @MaxLength(500) profileImageUrl?: string;
  @ValidateNested() @Type(() => LocalizedTextInput) headline!: LocalizedTextInput;
  @ValidateNested() @Type(() => LocalizedTextInput) bio!: LocalizedTextInput;
  @IsOptional() @IsUUID() userId?: string;
}
