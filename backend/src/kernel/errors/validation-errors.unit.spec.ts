import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { JobFunctionRequest } from '@khru/contracts/requests';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationFailed } from './validation-errors.js';

const fieldsOf = async (body: object) => validationFailed(await validate(plainToInstance(JobFunctionRequest, body))).fields;
const valid = { id: 'auditors', name: { en: 'Auditors', th: 'ผู้ตรวจสอบ' }, subFunctions: [], order: 1 };

describe('validation errors of a required nested object', () => {
  it('reports a missing or null object once, as required', async () => {
    expect(await fieldsOf({ ...valid, name: undefined })).toEqual([{ field: 'name', code: 'IS_NOT_EMPTY' }]);
    expect(await fieldsOf({ ...valid, name: null })).toEqual([{ field: 'name', code: 'IS_NOT_EMPTY' }]);
  });

  it('reports a text or a list in its place once, as not an object', async () => {
    expect(await fieldsOf({ ...valid, name: 'Auditors' })).toEqual([{ field: 'name', code: 'BAD_REQUEST', rule: 'object' }]);
    expect(await fieldsOf({ ...valid, name: [] })).toEqual([{ field: 'name', code: 'BAD_REQUEST', rule: 'object' }]);
  });

  it('reports a missing language inside it by its path', async () => {
    const fields = await fieldsOf({ ...valid, name: { en: 'Auditors' } });
    expect(new Set(fields.map((f) => f.field))).toEqual(new Set(['name.th']));
    expect(fields).toContainEqual({ field: 'name.th', code: 'IS_NOT_EMPTY' });
    expect(await fieldsOf(valid)).toEqual([]);
  });
});
