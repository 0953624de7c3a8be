import { formatPhp } from '@app/domain/money';
import { Text } from '@mantine/core';

// Stands in for the amount while the translated sentence is built; no text contains it.
const SLOT = '\u0001';

/**
 * A translated sentence with its amount in bold, wherever the language puts
 * it: `sentence` builds the text around the amount it is given.
 */
export function EmphasizedAmount({ sentence, amount }: { sentence: (amount: string) => string; amount: number }) {
  const [before, after] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <Text span fw={700} className="tabular" inherit>
        {formatPhp(amount)}
      </Text>
      {after}
    </>
  );
}
