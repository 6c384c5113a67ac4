// Read tables of the campervans streams (placeholder until the service lands).
import type { Projection } from '../../lib/event-store.ts';

export const campervanProjection: Projection = async () => {};
