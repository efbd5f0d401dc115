import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_IMAGE_TYPES, userStream } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { userDecider } from '../user.decider.js';
import { UploadProfileImageCommand } from './upload-profile-image.command.js';

/**
 * The type is read from the file's bytes, not from its name or the client's word; only JPEG, PNG,
 * WebP and GIF are kept. The account must exist before anything is stored.
 */
@CommandHandler(UploadProfileImageCommand)
export class UploadProfileImageHandler implements ICommandHandler<UploadProfileImageCommand, CommandResult & { imageUrl: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ userId, bytes, metadata }: UploadProfileImageCommand): Promise<CommandResult & { imageUrl: string }> {
    if (!bytes || bytes.length === 0) throw DomainError.badRequest([{ field: 'image', code: 'IS_NOT_EMPTY' }]);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
      throw new DomainError('FILE_UPLOAD_FAILED', [{ field: 'image', code: 'FILE_UPLOAD_FAILED' }]);
    }
    const stream = userStream(userId);
    if ((await this.executor.load(userDecider, stream)).status !== 'active') throw DomainError.notFound();
    const key = `profile-images/${userId}/${randomUUID()}.${type.ext}`;
    await this.files.put(key, bytes, type.mime);
    const imageUrl = `/api/files/${key}`;
    const result = await this.executor.execute(userDecider, stream, { type: 'ChangeProfileImage', imageUrl }, metadata);
    return { ...result, imageUrl };
  }
}
