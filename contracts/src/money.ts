// Prices in NZD with the New Zealand English locale, everywhere.

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const nzdCents = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

export const formatNZD = (amount: number): string => nzd.format(amount);
/** NZD to the cent, e.g. a loan repayment. */
export const formatNZDCents = (amount: number): string => nzdCents.format(amount);
export const formatKm = (km: number): string => `${integer.format(km)} km`;
