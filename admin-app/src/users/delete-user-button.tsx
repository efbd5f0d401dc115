import type { UserListItem } from '@khru/contracts';
import { DeleteButton, useGetIdentity, useRecordContext } from 'react-admin';

/**
 * Deletes the account after a confirmation that names it (resources.users.message.*), and only once the server
 * agreed (pessimistic). The server refuses deleting oneself (NOT_DELETE_YOURSELF), so the button is not offered then.
 */
export function DeleteUserButton() {
  const user = useRecordContext<UserListItem>();
  const { identity } = useGetIdentity();
  if (!user || !identity || user.id === identity.id) return null;
  return <DeleteButton mutationMode="pessimistic" confirmColor="warning" contentTranslateOptions={{ email: user.email }} />;
}
