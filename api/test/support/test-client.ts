// An HTTP client for tests that keeps cookies like a browser, against the real app on a real port.
export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  headers?: Record<string, string>;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, undefined, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('POST', path, body, options);
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) => this.request<T>('PUT', path, body, options);
  delete = <T = any>(path: string, options?: RequestOptions & { body?: unknown }) =>
    this.request<T>('DELETE', path, options?.body, options);

  /** Sends one file as multipart form field `file`, as the uploader does. */
  async upload<T = any>(path: string, data: Buffer, filename: string, type = 'image/jpeg', options?: RequestOptions) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
    return this.request<T>('POST', path, form, options);
  }

  /** A GET whose answer is bytes (a PDF), with this client's cookies. */
  async getBytes(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, { headers, redirect: 'manual' });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie this client holds, to carry into a client of another process. */
  allCookies(): [string, string][] {
    return [...this.cookies];
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: RequestInit['body'] | undefined;
    if (body instanceof FormData) payload = body;
    // Bytes go as they are, under the Content-Type the test gives them.
    else if (body instanceof Uint8Array) payload = new Uint8Array(body);
    else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload ?? null, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }
}
