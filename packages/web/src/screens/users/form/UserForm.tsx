// STUB owned by helper W1 (replaced by the real form). The fragment name and props are the contract the
// profile's account-settings tab (W2) and the new-user pages build on.
import { graphql, useFragment } from 'react-relay';
import type { UserForm_user$key } from './__generated__/UserForm_user.graphql';

export const userFormFragment = graphql`
  fragment UserForm_user on User {
    id
  }
`;

export interface UserFormProps {
  /** The user to edit; null creates a new user. */
  user: UserForm_user$key | null;
  /** Preselected client (the /clients/{id}/users/new page). */
  clientId?: string;
}

export function UserForm({ user }: UserFormProps) {
  const data = useFragment(userFormFragment, user);
  return <div data-user-id={data?.id} />;
}
