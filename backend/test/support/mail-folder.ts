import { FolderMailer, type StoredMailMessage } from '@khru/platform';
import { join } from 'node:path';

/** The mail the embedded profile kept in `DATA_DIR/mail` for one address, read as the product reads it. */
export async function mailSentTo(dataDir: string, address: string): Promise<StoredMailMessage[]> {
  return (await new FolderMailer(join(dataDir, 'mail')).list()).filter((message) => message.to === address);
}
