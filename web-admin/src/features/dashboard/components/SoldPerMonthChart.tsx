// The chart of cars sold per month over the last twelve months: twelve bars in the brand's green, drawn as SVG by the
// app itself (a charting library was a third of a megabyte of script for these twelve bars). Pointing at, tapping or
// arrowing to a month tells its figure; the figure's caption says every month in words for people who do not see it.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { StockInsight } from '@forecourt/contracts/audit';
import { longMonth, shortMonth, yearOf } from '../stock-insight-figures.ts';
import { barColumns, CHART_BOX, valueTicks } from '../sold-chart-layout.ts';
import { CHART_HEIGHT } from './StockInsightSkeleton.tsx';

const GREEN = '#004225';
const TEXT = 'rgba(0, 0, 0, 0.65)';
/** Under this width a month's name is its first letter, so twelve fit side by side. */
const NARROW_PX = 480;

/** The width the chart has, kept current as the card's width changes (a tablet turned, the sidebar folded). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current!;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}

/** A bar with its top corners rounded. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(4, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
}

export function SoldPerMonthChart({ months, summary }: { months: StockInsight['soldPerMonth']; summary: string }) {
  const [box, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const ids = useId();

  const ticks = valueTicks(Math.max(0, ...months.map((month) => month.sold)));
  const columns = barColumns(months.length, width);
  const { top, bottom, left, right } = CHART_BOX;
  const base = CHART_HEIGHT - bottom;
  const yOf = (value: number) => base - (value / ticks.at(-1)!) * (base - top);
  const narrow = width < NARROW_PX;

  const columnAt = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = columns.findIndex((column) => x >= column.start && x < column.start + column.band);
    setActive(index >= 0 ? index : null);
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (event.key === 'Escape') return setActive(null);
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive((at) => (at === null ? (moves[event.key]! > 0 ? 0 : months.length - 1) : Math.min(months.length - 1, Math.max(0, at + moves[event.key]!))));
  };

  const shown = active === null ? undefined : { month: months[active]!, column: columns[active]! };
  const tipOnLeft = shown && shown.column.centre > width * 0.65;

  return (
    <figure style={{ margin: 0 }}>
      <figcaption className="visually-hidden">{summary}</figcaption>
      <div ref={box} style={{ height: CHART_HEIGHT, position: 'relative' }}>
        {width > 0 && (
          <svg
            width={width}
            height={CHART_HEIGHT}
            role="img"
            aria-labelledby={`${ids}title`}
            aria-describedby={`${ids}desc`}
            tabIndex={0}
            style={{ display: 'block', outlineOffset: 2, touchAction: 'pan-y' }}
            onPointerMove={columnAt}
            onPointerDown={columnAt}
            onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
            onKeyDown={step}
            onBlur={() => setActive(null)}
          >
            <title id={`${ids}title`}>Cars sold per month</title>
            <desc id={`${ids}desc`}>{summary}</desc>
            {ticks.map((value) => (
              <g key={value}>
                <line x1={left} x2={width - right} y1={yOf(value)} y2={yOf(value)} stroke="#f0f0f0" />
                <text x={left - 8} y={yOf(value)} dy="0.355em" textAnchor="end" fill={TEXT} fontSize={12}>
                  {value}
                </text>
              </g>
            ))}
            {shown && <rect x={shown.column.start} y={top} width={shown.column.band} height={base - top} fill="rgba(0, 66, 37, 0.06)" />}
            <line x1={left} x2={width - right} y1={base} y2={base} stroke="#d9d9d9" />
            {months.map((month, i) => {
              const { centre, barX, barWidth } = columns[i]!;
              const y = yOf(month.sold);
              return (
                <g key={month.month}>
                  {month.sold > 0 && (
                    <>
                      <path d={barPath(barX, y, barWidth, base - y)} fill={GREEN} className="sold-bar" />
                      <text x={centre} y={y - 5} textAnchor="middle" fill={TEXT} fontSize={12} data-label="sold">
                        {month.sold}
                      </text>
                    </>
                  )}
                  <text x={centre} y={base + 8} dy={14} textAnchor="middle" fill={TEXT} fontSize={13} data-label="month">
                    {narrow ? shortMonth(month.month).charAt(0) : shortMonth(month.month)}
                  </text>
                  {(i === 0 || month.month.endsWith('-01')) && (
                    <text x={centre} y={base + 8} dy={31} textAnchor="middle" fill={TEXT} fontSize={12}>
                      {narrow ? `’${yearOf(month.month).slice(2)}` : yearOf(month.month)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
        <div
          role="status"
          style={{
            position: 'absolute',
            top: top + 40,
            ...(shown ? (tipOnLeft ? { right: width - shown.column.start + 10 } : { left: shown.column.start + shown.column.band + 10 }) : { left: 0 }),
            background: '#fff',
            border: '1px solid #ccc',
            padding: 10,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            visibility: shown ? 'visible' : 'hidden',
          }}
        >
          {shown && (
            <>
              <div style={{ marginBottom: 4 }}>{longMonth(shown.month.month)}</div>
              <div style={{ color: GREEN }}>Cars sold: {shown.month.sold}</div>
            </>
          )}
        </div>
      </div>
    </figure>
  );
}
