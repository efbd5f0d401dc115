import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_IMAGE_TYPES, userStream } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { uploadRefused } from '../../../kernel/files/upload-refusals.js';
import { normalisedImage } from '../../../kernel/files/uploaded-image.js';
import { FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { userDecider } from '../user.decider.js';
import { UploadProfileImageCommand } from './upload-profile-image.command.js';

/** Avatars are shown at most 120 pixels wide: 512 is sharp on any screen. */
const PROFILE_IMAGE_MAX_SIDE = 512;

/**
 * The type is read from the file's bytes, not from its name or the client's word; only JPEG, PNG, WebP and GIF are
 * taken, and kept as WebP at most 512 pixels on the longest side, without metadata (kernel/files/uploaded-image). The
 * account must exist before anything is stored.
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
    if (!type || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw uploadRefused.typeNotAllowed('image');
    const image = await normalisedImage(bytes, PROFILE_IMAGE_MAX_SIDE, 'image');
    const stream = userStream(userId);
    if ((await this.executor.load(userDecider, stream)).status !== 'active') throw DomainError.notFound();
    const key = `profile-images/${userId}/${randomUUID()}.webp`;
    await this.files.put(key, image.bytes, 'image/webp');
    const imageUrl = `/api/files/${key}`;
    const result = await this.executor.execute(userDecider, stream, { type: 'ChangeProfileImage', imageUrl }, metadata);
    return { ...result, imageUrl };
  }
}
