// Prices in NZD with the New Zealand English locale, everywhere.

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

export const formatNZD = (amount: number): string => nzd.format(amount);
export const formatKm = (km: number): string => `${integer.format(km)} km`;
