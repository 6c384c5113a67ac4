// Upload progress for calls sent through sendCommand: fetch cannot report how far a request body has gone, so a call
// whose command id someone is watching goes out by XMLHttpRequest instead, reporting 0–100 as its bytes go. Every
// other call is plain fetch, but for the first screen's reads the entry sent before this code had loaded.
import { takeFirstRead } from '../app/first-reads.ts';

type Listener = (percent: number) => void;
const watching = new Map<string, Listener>();

/** Reports the progress of the call sent under this command id (Idempotency-Key) until the answer to stop. */
export function watchUpload(commandId: string, listener: Listener): () => void {
  watching.set(commandId, listener);
  return () => watching.delete(commandId);
}

export async function fetchWithProgress(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const sentAtStart = await takeFirstRead(request);
  if (sentAtStart) return sentAtStart;
  const listener = watching.get(request.headers.get('Idempotency-Key') ?? '');
  if (!listener || typeof XMLHttpRequest === 'undefined') return fetch(request);
  const body = await request.blob();
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) listener(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    if (request.signal.aborted) return xhr.abort();
    request.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
