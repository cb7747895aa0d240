import type { TApp, TDeps } from '../../platform/types.ts';

/**
 * `/apple-login`: Sign in with Apple needs an Apple developer account (team, key and service id).
 * This installation has none configured, so the page says so in German instead of failing.
 */
export function registerAppleRoutes(app: TApp, { config }: TDeps) {
  app.get('/apple-login', async (_request, reply) =>
    reply
      .status(501)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mit Apple anmelden – ${config.productName}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f3ef;color:#262421;display:grid;place-items:center;min-height:100vh;margin:0;padding:24px}main{max-width:440px;background:#fff;border-radius:16px;padding:28px;box-shadow:0 1px 3px #0001}a{color:#b25f00}</style></head>
<body><main><h1>Mit Apple anmelden</h1><p>Die Anmeldung mit Apple ist für diese Installation noch nicht eingerichtet.</p><p>Du kannst dich stattdessen mit deiner E-Mail-Adresse anmelden oder registrieren.</p><p><a href="/registrieren">Zurück zur Anmeldung</a></p></main></body></html>`,
      ),
  );
}
