// The owner's stock insight (administrators only), computed from the car events of the log as of the app's clock.
import type { StockInsight } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { stockInsight, type CarLogEvent } from './stock-insight.ts';

interface CarEventRow {
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
  recorded_at: Date | string;
}

/**
 * One read of every car event in log order. Image events are left out: they are most of a car's stream and change
 * no price, status or name.
 */
async function readCarEvents(deps: Deps): Promise<CarLogEvent[]> {
  const rows: CarEventRow[] = await deps.db('events')
    .select('stream_id', 'type', 'data', 'recorded_at')
    .where('stream_type', 'car')
    .andWhereNot('type', 'like', 'CarImage%')
    .orderBy('position');
  return rows.map((row) => ({ carId: Number(row.stream_id), type: row.type, data: row.data, recordedAt: new Date(row.recorded_at) }));
}

export async function getStockInsight(deps: Deps, caller: Caller): Promise<StockInsight> {
  requireAdmin(caller.user);
  return stockInsight(await readCarEvents(deps), deps.clock());
}
