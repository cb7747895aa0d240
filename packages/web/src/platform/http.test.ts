import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, postJson, prefetchJson, retryUnlessClientError } from './http.ts';

const metas = new Map<string, { content: string; name: string }>();
const reload = vi.fn();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const isText = typeof body === 'string';
  return new Response(isText ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': isText ? 'text/html; charset=utf-8' : 'application/json', ...headers },
  });
}

beforeEach(() => {
  metas.clear();
  metas.set('csrf-token', { name: 'csrf-token', content: 'token-1' });
  vi.stubGlobal('document', {
    querySelector: (selector: string) => metas.get(/name="([^"]+)"/.exec(selector)?.[1] ?? '') ?? null,
  });
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('apiRequest', () => {
  it('sends JSON with the CSRF token and X-Requested-With, and adopts a new token', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }, { 'X-CSRF-TOKEN': 'token-2' }));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('/api/user/login', { email: 'a@b.de' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@b.de"}' });
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': 'token-1' });
    expect(metas.get('csrf-token')!.content).toBe('token-2');
  });

  it('turns error answers into ApiError with plain-text messages and field errors', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(422, {
        message: '<b>Ungültig</b>',
        errors: { email: ['<i>Diese E-Mail-Adresse ist bereits registriert.</i>'] },
      }),
    );
    const error = (await postJson('/api/user/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Ungültig' });
    expect(error.firstFieldError).toBe('Diese E-Mail-Adresse ist bereits registriert.');
  });

  it('reports a network failure in German', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/user/me')).rejects.toMatchObject({
      status: 0,
      message: AUTH_MESSAGES.networkError,
    });
  });

  it('treats an HTML answer to a JSON request as success (001 §8.1)', async () => {
    vi.stubGlobal('fetch', async () => answer(200, '<!doctype html><p>ok</p>'));
    await expect(postJson('/api/user/password-reset', {})).resolves.toEqual({
      success: true,
      message: AUTH_MESSAGES.success,
    });
  });

  it('reloads the page on 419 (expired CSRF token)', async () => {
    vi.stubGlobal('fetch', async () => answer(419, { message: 'abgelaufen' }));
    const result = Promise.race([
      postJson('/user/logout'),
      new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
    ]);
    expect(await result).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });
});

/** A stand-in for XMLHttpRequest that answers with `reply` after reporting half, then all, of the upload. */
function fakeXhr(reply: { status: number; body: unknown; headers?: Record<string, string> }) {
  const sent: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', path: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, path: string) {
      Object.assign(this.request, { method, path });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...reply.headers };
      return Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('apiRequest with FormData', () => {
  it('sends a form over fetch as it is, without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('body', 'Hallo');
    await expect(postJson('/api/posts', form)).resolves.toEqual({ data: { id: 1 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ 'X-CSRF-TOKEN': 'token-1', 'X-Requested-With': 'XMLHttpRequest' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('reports upload progress over XMLHttpRequest with the same headers, and adopts a new token', async () => {
    const sent = fakeXhr({ status: 201, body: { path: '/p.webp' }, headers: { 'X-CSRF-TOKEN': 'token-3' } });
    const shares: number[] = [];
    const form = new FormData();
    await expect(
      postJson('/api/user/profile-picture', form, { onUploadProgress: (share) => shares.push(share) }),
    ).resolves.toEqual({ path: '/p.webp' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/user/profile-picture', body: form });
    expect(sent[0]!.headers).toMatchObject({
      'X-CSRF-TOKEN': 'token-1',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(sent[0]!.headers).not.toHaveProperty('Content-Type');
    expect(shares).toEqual([0.5, 1]);
    expect(metas.get('csrf-token')!.content).toBe('token-3');
  });

  it('maps the error answer of an upload like any other, and reloads on 419', async () => {
    fakeXhr({ status: 422, body: { message: '<b>Zu groß</b>', errors: { image: ['Höchstens 10 MB.'] } } });
    const error = (await postJson('/x', new FormData(), { onUploadProgress: () => undefined }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ status: 422, message: 'Zu groß', firstFieldError: 'Höchstens 10 MB.' });

    fakeXhr({ status: 419, body: { message: 'abgelaufen' } });
    const result = Promise.race([
      postJson('/x', new FormData(), { onUploadProgress: () => undefined }),
      new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
    ]);
    expect(await result).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('retryUnlessClientError', () => {
  const retry = retryUnlessClientError(2);
  it('never retries a 4xx answer: a missing post stays missing', () => {
    expect(retry(0, new ApiError(404, 'Nicht gefunden'))).toBe(false);
    expect(retry(0, new ApiError(403, 'Kein Zugriff'))).toBe(false);
  });
  it('retries server and network failures up to the given count', () => {
    expect(retry(0, new ApiError(503, 'Nicht verfügbar'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new ApiError(500, 'Serverfehler'))).toBe(false);
  });
});

describe('prefetchJson', () => {
  it('yields the empty answer for a failed call and logs "HTTP {status}: {text}"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      async () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(await prefetchJson('/api/user/notifications/count', { count: 0 })).toEqual({ count: 0 });
    expect(warn).toHaveBeenCalledWith('HTTP 503: Service Unavailable');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await prefetchJson('/api/groups/all', { data: [] })).toEqual({ data: [] });
    expect(warn).toHaveBeenLastCalledWith(`HTTP 0: ${AUTH_MESSAGES.networkError}`);
    warn.mockRestore();
  });

  it('passes a successful answer through and still rejects when aborted', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { count: 3 }));
    expect(await prefetchJson('/api/user/notifications/count', { count: 0 })).toEqual({ count: 3 });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      prefetchJson('/api/user/notifications/count', { count: 0 }, { signal: controller.signal }),
    ).rejects.toThrow('aborted');
  });

  it('rejects with the abort, not as a broken answer, when cancelled while reading the body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      const response = answer(200, { count: 3 });
      response.json = () => {
        controller.abort();
        return Promise.reject(new DOMException('body read aborted', 'AbortError'));
      };
      return response;
    });
    await expect(
      prefetchJson('/api/user/notifications/count', { count: 0 }, { signal: controller.signal }),
    ).rejects.toThrow('body read aborted');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
