// The owner's stock insight (administrators only), computed from the car events of the log as of the app's clock.
import type { StockInsight } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { stockInsight, type CarLogEvent } from './stock-insight.ts';

/**
 * One read of every car event in log order. Image events are left out: they are most of a car's stream and change
 * no price, status or name.
 */
async function readCarEvents(deps: Deps): Promise<CarLogEvent[]> {
  const events = await deps.store.log.ofStreamType('car', 'CarImage');
  return events.map((event) => ({ carId: Number(event.streamId), type: event.type, data: event.data as Record<string, unknown>, recordedAt: event.recordedAt }));
}

export async function getStockInsight(deps: Deps, caller: Caller): Promise<StockInsight> {
  requireAdmin(caller.user);
  return stockInsight(await readCarEvents(deps), deps.clock());
}
