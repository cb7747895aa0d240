/**
 * Zod speaks German: every message a schema does not set itself ("Ungültige Eingabe: erwartet
 * object, erhalten null") comes from zod's German locale. Our own messages (AUTH_MESSAGES, …)
 * win wherever a schema gives one. Imported once by index.ts, so server and web share it.
 */
import { z } from 'zod';
import { de } from 'zod/locales';

z.config(de());
