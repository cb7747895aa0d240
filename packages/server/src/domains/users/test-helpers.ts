/** Test helpers of the users tests. */
import { TEST_PASSWORD, type TestClient, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';

/**
 * The helpers of the users tests around the app `getApp` returns (set in the test file's beforeAll):
 * calls with any method, picture uploads, the stored user row and logins.
 */
export function createUsersTestHelpers(getApp: () => TTestApp) {
  /** Any method with cookies and CSRF, like the SPA's `apiRequest`. */
  async function send(
    client: TestClient,
    method: 'PATCH' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: unknown,
  ) {
    const response = await getApp().app.inject({
      method,
      url,
      remoteAddress: client.ip,
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
    client.remember(response);
    return response;
  }

  /** A multipart upload with one file in field `image`. */
  async function upload(client: TestClient, buffer: Buffer, filename = 'bild.png', type = 'image/png') {
    const boundary = '----pflegepuls-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return getApp().app.inject({
      method: 'POST',
      url: '/api/user/profile-picture',
      remoteAddress: client.ip,
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  }

  async function userRow(id: number) {
    return getApp()
      .database.db.selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function userName(id: number) {
    return (await userRow(id)).user_name;
  }

  async function login(email: string, password = TEST_PASSWORD, userAgent?: string) {
    const client = await openVisitor(getApp());
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: client.ip,
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        'content-type': 'application/json',
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      payload: JSON.stringify({ email, password, remember: 'on' }),
    });
    client.remember(response);
    return { client, status: response.statusCode };
  }

  return { send, upload, userRow, userName, login };
}

/** A work experience entry as the settings form sends it. */
export const EXPERIENCE = {
  title: 'Gesundheits- und Krankenpflegerin',
  employer: 'Universitätsklinikum Freiburg',
  location: 'Freiburg im Breisgau',
  fromMonth: '2019-10',
  isCurrent: true,
  description: 'Interdisziplinäre Intensivstation, Praxisanleitung',
};
