import { z } from './zod.ts';

/**
 * The operator's details for the imprint and the privacy text (`GET /api/legal`), from the server's
 * configuration (LEGAL_* in the README). A detail that is not configured is null and not shown.
 */
export const ZLegalAnswer = z.object({
  data: z.object({
    /** Company or person offering the service, e.g. "Pflegepuls GmbH". */
    operator: z.string().nullable(),
    /** Postal address, one line per entry. */
    address: z.array(z.string()),
    /** Who represents the operator, e.g. "Geschäftsführerin: Anna Beispiel". */
    representedBy: z.string().nullable(),
    /** Register entry, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 123456". */
    register: z.string().nullable(),
    vatId: z.string().nullable(),
    email: z.string().nullable(),
    privacyEmail: z.string().nullable(),
    /** Person responsible for the content (§ 18 Abs. 2 MStV) with address. */
    contentResponsible: z.string().nullable(),
  }),
});
export type TLegalAnswer = z.infer<typeof ZLegalAnswer>;
export type TLegalDetails = TLegalAnswer['data'];
