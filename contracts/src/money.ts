// Prices in NZD and distances in km as New Zealand English writes them ($89,990; -$1,250; $1,234.56; 64,000 km),
// everywhere. They are built here rather than by Intl.NumberFormat: a page's first Intl object loads the locale's data
// from ICU, 80–240 ms of a throttled tablet's or phone's CPU, and a price is on the first screen of almost every page.
// The output is Intl's own to the character (money.unit.spec.ts holds it against Intl.NumberFormat('en-NZ') for
// every number a price or a mileage can be: finite, under 10^21, where JavaScript writes numbers out in full).

/** The whole part of a number's text with its thousands grouped: '89990.5' → '89,990.5', '-1000' → '-1,000'. */
export const groupThousands = (text: string): string =>
  text.replace(/^(-?)(\d+)/, (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

/**
 * A number's shortest decimal text (as JavaScript writes it: 2.675, not 2.67499999…) to `digits` decimals, rounded half
 * away from zero: what Intl rounds, and how. A text in exponent form is under a millionth here, so nothing at two
 * decimals.
 */
function rounded(size: number, digits: number): string {
  const text = String(size);
  if (text.includes('e')) return (0).toFixed(digits); // under a millionth
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = whole + fraction.slice(0, digits).padEnd(digits, '0');
  const up = (fraction[digits] ?? '0') >= '5';
  // Adding one to the kept digits as text, carrying leftwards: '0999' → '1000'.
  let digitsOut = kept;
  if (up) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') i -= 1;
    digitsOut = i < 0 ? `1${'0'.repeat(kept.length)}` : kept.slice(0, i) + String(Number(kept[i]) + 1) + '0'.repeat(kept.length - i - 1);
  }
  const wholeOut = digitsOut.slice(0, digitsOut.length - digits) || '0';
  return digits ? `${wholeOut}.${digitsOut.slice(-digits)}` : wholeOut;
}

/**
 * `value` to `digits` decimals, its thousands grouped, with the sign and the currency symbol where en-NZ puts them
 * ('-$1,234.50'). Negative zero, and a negative amount that rounds to zero, keep their minus sign ('-$0'), as Intl's do.
 */
function written(value: number, digits: number, currency: boolean): string {
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${currency ? '$' : ''}${groupThousands(rounded(Math.abs(value), digits))}`;
}

export const formatNZD = (amount: number): string => written(amount, 0, true);
/** NZD to the cent, e.g. a loan repayment. */
export const formatNZDCents = (amount: number): string => written(amount, 2, true);
/** A whole number with its thousands grouped: '64,000'. */
export const formatWhole = (value: number): string => written(value, 0, false);
export const formatKm = (km: number): string => `${formatWhole(km)} km`;
