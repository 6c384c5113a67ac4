// This browser's lasting identity for the event log: every change it sends carries the same device id, so the owner
// can tell which tablet made it (and the offline outbox can name it when it replays).
const KEY = 'forecourt.deviceId';

/** A random v4 UUID; crypto.randomUUID exists only on secure origins, a tablet on the yard's LAN address may not be one. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let cached: string | undefined;

export function deviceId(): string {
  if (cached) return cached;
  try {
    cached = localStorage.getItem(KEY) ?? undefined;
    if (!cached) {
      cached = newId();
      localStorage.setItem(KEY, cached);
    }
  } catch {
    cached ??= newId(); // storage blocked: one id for this page's life
  }
  return cached;
}
