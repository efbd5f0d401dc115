import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { DomainError } from '../errors/domain-error.js';
import { DEFAULT_BODY_TYPES } from './body-media-types.js';
import { bodyReadingOf, bodyRefusal } from './readable-body.js';

@Controller('things')
class ThingsController {
  @Post()
  create(@Body() _body: object): void {}

  @Post(':id/publish')
  publish(@Param('id') _id: string): void {}

  @Post(':id/file')
  @ApiConsumes('multipart/form-data')
  upload(@Param('id') _id: string): void {}
}

const json = { 'content-type': 'application/json', 'content-length': '2' };
const parsed = { types: DEFAULT_BODY_TYPES, required: true };
const files = { types: ['multipart/form-data'], required: false };

describe('the body a route reads', () => {
  it('is JSON or a form, and required, when it takes a body; what it declares when it declares; none otherwise', () => {
    expect(bodyReadingOf(ThingsController, 'create')).toEqual(parsed);
    expect(bodyReadingOf(ThingsController, 'upload')).toEqual(files);
    expect(bodyReadingOf(ThingsController, 'publish')).toBeNull();
  });

  it('is refused when none was sent to a route taking a body, as a missing field; a route taking files names its own', () => {
    for (const headers of [{}, { 'content-type': 'application/json' }, { 'content-type': 'application/json', 'content-length': '0' }]) {
      expect(bodyRefusal(headers, parsed)).toEqual(DomainError.badRequest([{ field: 'body', code: 'IS_NOT_EMPTY' }]));
      expect(bodyRefusal(headers, files)).toBeNull();
    }
  });

  it('is refused in a media type the route does not read', () => {
    const refused = DomainError.badRequest([{ field: 'body', code: 'BAD_REQUEST' }]);
    expect(bodyRefusal({ ...json, 'content-type': 'text/plain' }, parsed)).toEqual(refused);
    expect(bodyRefusal({ ...json, 'content-type': 'multipart/form-data; boundary=x' }, parsed)).toEqual(refused);
    expect(bodyRefusal({ 'transfer-encoding': 'chunked' }, parsed)).toEqual(refused);
    expect(bodyRefusal(json, files)).toEqual(refused);
  });

  it('is read in the types the route reads, whatever the parameters or case', () => {
    expect(bodyRefusal({ ...json, 'content-type': 'Application/JSON; charset=utf-8' }, parsed)).toBeNull();
    expect(bodyRefusal({ ...json, 'content-type': 'application/x-www-form-urlencoded' }, parsed)).toBeNull();
    expect(bodyRefusal({ 'transfer-encoding': 'chunked', 'content-type': 'multipart/form-data; boundary=x' }, files)).toBeNull();
  });
});
