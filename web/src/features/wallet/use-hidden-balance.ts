import { formatPhp } from '@app/domain/money';
import { useLocalStorage } from '@mantine/hooks';

const MASK = '••••••';

/**
 * Whether the borrower hid their balance, remembered on this device; every
 * amount that reveals the balance shows the mask while it is hidden.
 */
export function useHiddenBalance(): { isHidden: boolean; setHidden: (isHidden: boolean) => void; show: (amount: number) => string } {
  const [isHidden, setHidden] = useLocalStorage<boolean>({
    key: 'wallet-balance-hidden',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return { isHidden, setHidden, show: (amount) => (isHidden ? MASK : formatPhp(amount)) };
}
