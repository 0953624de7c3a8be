import type { PublicUser } from '@app/domain/contract';

export function HomeTab({ user }: { user: PublicUser; onOpenWallet: () => void }) {
  return <p>{user.fullName}</p>;
}
