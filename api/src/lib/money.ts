import { centavos, toCentavos, toPesos, type Centavos } from '@app/domain';

// Pesos exist only at the API edge: requests are converted on the way in,
// responses on the way out, with the domain's one rounding helper.
export const pesosToCents = (pesos: number): number => toCentavos(pesos);
export const centsToPesos = (cents: number): number => toPesos(centavos(cents) as Centavos);
