// Read tables of the cars streams (placeholder until the service lands).
import type { Projection } from '../../lib/event-store.ts';

export const carProjection: Projection = async () => {};
