// Talks to the API: JSON with the session cookie; a failed call throws '{status}: {error text}' (SPEC §8).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.text();
  const body = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  if (!res.ok) {
    const detail = (typeof body === 'object' && body && ((body as { error?: string; message?: string }).error ?? (body as { message?: string }).message)) || text || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${detail}`, body);
  }
  return body as T;
}

/** The server's own words for a refusal (`error`, or `message` on auth calls; SPEC §7), when it gave any. */
export function serverMessage(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || !err.body) return undefined;
  const { message, error } = err.body as { message?: unknown; error?: unknown };
  return [message, error].find((value): value is string => typeof value === 'string' && value.trim() !== '');
}
