// The chart of cars sold per month over the last twelve months (recharts, drawn as SVG in the brand's green). Its own
// chunk: the library loads only when an administrator's stock insight has something to draw.
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StockInsight } from '@forecourt/contracts/audit';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { longMonth, shortMonth, yearOf } from '../stock-insight-figures.ts';
import { CHART_HEIGHT } from './StockInsightSkeleton.tsx';

const GREEN = '#004225';
const TEXT = 'rgba(0, 0, 0, 0.65)';

interface TickProps {
  x?: number | string;
  y?: number | string;
  index?: number;
  payload?: { value?: string };
}

/** The month under its bar, and the year under the first month and each January. */
function MonthTick({ x = 0, y = 0, index = 0, payload }: TickProps) {
  const month = payload?.value ?? '';
  const showYear = index === 0 || month.endsWith('-01');
  return (
    <g transform={`translate(${x},${y})`}>
      <text dy={14} textAnchor="middle" fill={TEXT} fontSize={13}>
        {shortMonth(month)}
      </text>
      {showYear && (
        <text dy={31} textAnchor="middle" fill={TEXT} fontSize={12}>
          {yearOf(month)}
        </text>
      )}
    </g>
  );
}

export function SoldPerMonthChart({ months, summary }: { months: StockInsight['soldPerMonth']; summary: string }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className="visually-hidden">{summary}</figcaption>
      <div style={{ height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} title="Cars sold per month" desc={summary}>
            <CartesianGrid vertical={false} stroke="#f0f0f0" />
            <XAxis dataKey="month" interval={0} tick={<MonthTick />} tickLine={false} axisLine={{ stroke: '#d9d9d9' }} height={44} />
            <YAxis allowDecimals={false} width={32} tick={{ fill: TEXT, fontSize: 12 }} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: 'rgba(0, 66, 37, 0.06)' }}
              labelFormatter={(month) => longMonth(String(month))}
              formatter={(sold) => [String(sold), 'Cars sold']}
            />
            <Bar dataKey="sold" name="Cars sold" fill={GREEN} radius={[4, 4, 0, 0]} maxBarSize={44} isAnimationActive={!still}>
              <LabelList dataKey="sold" position="top" fill={TEXT} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
