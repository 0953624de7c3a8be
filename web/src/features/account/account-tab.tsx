import type { PublicUser } from '@app/domain/contract';

// Placeholder while this tab is being built in parallel; replaced in full.
export function AccountTab({ user }: { user: PublicUser }) {
  return <p>{user.fullName}</p>;
}
