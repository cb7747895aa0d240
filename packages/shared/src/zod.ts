/**
 * The zod every schema of this package uses: German, so every message a schema does not set itself
 * ("Ungültige Eingabe: erwartet object, erhalten null") comes from zod's German locale. Our own
 * messages (AUTH_MESSAGES, …) win wherever a schema gives one. Schema modules import `z` from here,
 * so the locale comes with the first schema wherever it is loaded (server, or a lazy web chunk) and
 * modules without schemas stay free of zod.
 */
import { z } from 'zod';
import { de } from 'zod/locales';

z.config(de());

export { z };
