import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, postJson } from './http.ts';

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
