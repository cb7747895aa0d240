/**
 * Test helpers: a visitor tab, a freshly logged-in member (each tab has an IP of its own) and JSON
 * calls as that member.
 */
import { expect } from 'vitest';
import { insertUser, TEST_PASSWORD, TestClient, type TTestApp } from './harness.ts';

export type MemberClient = TestClient;

/** A visitor tab that is not logged in (with a valid anonymous CSRF token). */
export function openVisitor(t: TTestApp): Promise<MemberClient> {
  return new TestClient(t.app).open();
}

/** Inserts a member and logs it in; returns the tab and the member's id. */
export async function loginNewMember(t: TTestApp): Promise<{ client: MemberClient; userId: number }> {
  const user = await insertUser(t.database);
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(response.statusCode).toBe(200);
  return { client, userId: user.id };
}

export type TMember = { client: TestClient; userId: number };
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A logged-in member. */
export function member(t: TTestApp): Promise<TMember> {
  return loginNewMember(t);
}

/** A JSON call with the tab's cookies and CSRF token. */
export async function call(t: TTestApp, client: TestClient, method: TMethod, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': client.csrf,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  client.remember(response);
  return response;
}

/** A call that must answer `status`; returns the parsed body. */
export async function ok<T = Record<string, unknown>>(
  t: TTestApp,
  client: TestClient,
  method: TMethod,
  url: string,
  payload?: unknown,
  status = method === 'POST' &&
  !url.includes('/like') &&
  !url.includes('/reactions') &&
  !url.includes('/vote')
    ? 201
    : 200,
): Promise<T> {
  const response = await call(t, client, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}

export type TMultipartFile = { field: string; name: string; type: string; data: Buffer };

/** A PNG (or any image) in a form field, as tests upload pictures. */
export function imageFile(data: Buffer, field = 'image', name = 'bild.png'): TMultipartFile {
  return { field, name, type: 'image/png', data };
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, files: TMultipartFile[]) {
  const boundary = '----pflegepuls-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart form as `client` (POST unless `method` says otherwise). */
export async function postMultipart(
  t: TTestApp,
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  files: TMultipartFile[] = [],
  method: 'POST' | 'PUT' = 'POST',
) {
  const { payload, contentType } = multipartBody(fields, files);
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': client.csrf,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload,
  });
  client.remember(response);
  return response;
}
