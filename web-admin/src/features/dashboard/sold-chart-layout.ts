// Where the chart of cars sold per month puts things: the plot's margins (room for the value axis on the left and two
// lines of month and year under it), the values along the side, and each month's column and bar.

/** The room around the plot, in px: the values' labels on the left, the months and years below. */
export const CHART_BOX = { top: 24, right: 8, bottom: 44, left: 32 } as const;
const BAR_SHARE = 0.8;
const BAR_MAX_PX = 44;
const TICK_COUNT = 5;

/**
 * Five whole-number values from 0 with an even step, the last at or above the best month: the step is a quarter of
 * the best month rounded up, to a whole number below 10 and to a multiple of 5 from there (as the chart was drawn
 * before): 3 sold gives 0–4, 5 sold 0–8, 17 sold 0–20, 45 sold 0–60. With no sales, 0–4.
 */
export function valueTicks(most: number): number[] {
  const rough = most / (TICK_COUNT - 1);
  let step = 1;
  if (rough > 0) {
    const digits = Math.floor(Math.log10(rough)) + 1;
    const scale = digits !== 1 ? 0.05 : 0.1;
    step = Math.max(1, Math.ceil(Math.ceil(rough / 10 ** digits / scale - 1e-9) * scale * 10 ** digits - 1e-9));
  }
  return Array.from({ length: TICK_COUNT }, (_, i) => i * step);
}

export interface Column {
  /** Where the month's column starts, and its width: pointing anywhere in it picks the month. */
  start: number;
  band: number;
  centre: number;
  barX: number;
  barWidth: number;
}

/** `count` columns side by side across a chart `width` px wide, each bar centred in its column. */
export function barColumns(count: number, width: number): Column[] {
  const band = Math.max(0, width - CHART_BOX.left - CHART_BOX.right) / Math.max(1, count);
  const barWidth = Math.min(BAR_MAX_PX, band * BAR_SHARE);
  return Array.from({ length: count }, (_, i) => {
    const start = CHART_BOX.left + i * band;
    const centre = start + band / 2;
    return { start, band, centre, barX: centre - barWidth / 2, barWidth };
  });
}
