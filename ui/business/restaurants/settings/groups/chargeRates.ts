// Owns: the charge settings' rates as their pages edit them: stored as Percentage {amount,
// precision 4} (domain/shared/percentage.ts), typed as percent numbers (10 or 6.5).
import { type Percentage, formatPercentage } from "../../../../../domain/shared/percentage";

export const percentOf = (stored: Percentage): number => Number(formatPercentage(stored));
