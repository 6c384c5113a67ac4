// A car's margin as administrators see it beside its price: what the asking price leaves over the cost price.
import { formatNZD } from '@forecourt/contracts/money';

/** 'Margin $6,000 (7.5%)'; undefined while the price or the cost is not known. */
export function marginText(price: number | null | undefined, cost: number | null | undefined): string | undefined {
  if (typeof price !== 'number' || typeof cost !== 'number' || price <= 0) return undefined;
  const margin = price - cost;
  const share = ((margin / price) * 100).toFixed(1);
  return `Margin ${margin < 0 ? '−' : ''}${formatNZD(Math.abs(margin))} (${share.replace('-', '−')}%)`;
}
