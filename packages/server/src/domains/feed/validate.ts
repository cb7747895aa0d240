/** Parses a body with a shared zod schema into a German 422 (`{ message, errors }`). */
import type { z } from 'zod';
import { validationError, type TFieldErrors } from '../../platform/errors.ts';

/** The field errors of a failed parse, keyed by dotted path. */
export function zodFieldErrors(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates `input` (a missing body counts as `{}`) or throws the 422. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}
