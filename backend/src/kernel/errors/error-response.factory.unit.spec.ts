import { describe, expect, it } from '@jest/globals';
import { HttpException, NotFoundException } from '@nestjs/common';
import { ConcurrencyError } from '@khru/platform';
import { IsEmail, IsInt, IsNotEmpty, IsString, validate } from 'class-validator';
import { DomainError } from './domain-error.js';
import { errorResponse } from './error-response.factory.js';
import { validationFailed } from './validation-errors.js';

class SignupFixture {
  @IsEmail()
  email!: unknown;

  @IsString()
  @IsNotEmpty()
  firstName!: unknown;

  @IsInt()
  age!: unknown;
}

describe('error responses', () => {
  it('lists each failed field with its catalogue code and a message in the caller language', async () => {
    const fixture = Object.assign(new SignupFixture(), { email: 'not-an-email', firstName: '', age: 'ten' });
    const error = validationFailed(await validate(fixture));
    const { response } = errorResponse(error, 'th');
    expect(response).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: 'คำขอไม่ถูกต้อง' });
    expect(response.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'IS_EMAIL', message: 'รูปแบบอีเมลไม่ถูกต้อง' },
        { field: 'firstName', code: 'IS_NOT_EMPTY', message: 'กรุณากรอกข้อมูลในช่องนี้!' },
        { field: 'age', code: 'IS_INT', message: 'ช่องนี้ต้องเป็นจำนวนเต็ม' },
      ]),
    );
  });

  it('uses the catalogue text for a domain refusal', () => {
    expect(errorResponse(new DomainError('NOT_DELETE_YOURSELF'), 'en').response).toEqual({
      statusCode: 403,
      code: 'NOT_DELETE_YOURSELF',
      message: 'You cannot delete yourself!',
    });
  });

  it('maps framework and transport errors by status', () => {
    expect(errorResponse(new NotFoundException('Cannot GET /x'), 'en').response).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(errorResponse(new HttpException('x', 401), 'th').response).toMatchObject({ code: 'UNAUTHORIZED', message: 'คุณไม่มีสิทธิ์เข้าถึง' });
    expect(errorResponse({ status: 413, type: 'entity.too.large' }, 'en').response).toMatchObject({
      statusCode: 413,
      code: 'BAD_REQUEST',
      message: 'The request is too large',
    });
    expect(errorResponse(new ConcurrencyError('s-1', 0, 1), 'en').response).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('hides everything about an unexpected error', () => {
    const { response, unexpected } = errorResponse(new Error('relation "events" does not exist at Pool.query'), 'en');
    expect(unexpected).toBe(true);
    expect(response).toEqual({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Something wrong' });
  });
});
