import { describe, expect, it } from 'vitest';
import { barColumns, CHART_BOX, valueTicks } from './sold-chart-layout.ts';

describe('the values along the side of the chart of cars sold', () => {
  it('are five whole numbers from 0 with an even step, the last at or above the best month', () => {
    expect(valueTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(5)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(valueTicks(45)).toEqual([0, 15, 30, 45, 60]);
    for (let most = 0; most <= 500; most++) {
      const ticks = valueTicks(most);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(most);
      expect(ticks.every((value) => Number.isInteger(value))).toBe(true);
    }
  });
});

describe("the chart's twelve columns", () => {
  it('share the width between the value axis and the right edge, each bar centred and at most 44 px wide', () => {
    const columns = barColumns(12, 852);
    expect(columns[0]!.start).toBe(CHART_BOX.left);
    expect(columns.at(-1)!.start + columns.at(-1)!.band).toBeCloseTo(852 - CHART_BOX.right);
    expect(columns.every((column) => column.barWidth === 44 && column.barX + 22 === column.centre)).toBe(true);
  });

  it('narrow bars to four fifths of their column on a small screen', () => {
    const [first] = barColumns(12, 320);
    expect(first!.barWidth).toBeCloseTo(first!.band * 0.8);
    expect(first!.barX).toBeCloseTo(first!.start + first!.band * 0.1);
  });
});
