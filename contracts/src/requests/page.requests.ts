import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOptional } from './is-optional.js';

/** `?after=` of read-your-writes; the interceptor reads it, validation only lets it through. */
export class ReadAfterParams {
  @IsOptional() @IsString() @MaxLength(64) after?: string;
}

/** `skip` and `take` of a paged list. */
export class PageParams extends ReadAfterParams {
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) skip?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) take?: number;
}
