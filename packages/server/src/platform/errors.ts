import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, ERROR_STATUS, type TApiError, type TErrorCode } from '@pflegepuls/shared';

export type TFieldErrors = Record<string, string[]>;

/** The one error type services throw; the central handler turns it into `{ message, errors? }`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly errors: TFieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: TErrorCode,
    message?: string,
    options: { errors?: TFieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 with German messages per field; the first message becomes the top-level message. */
export function validationError(errors: TFieldErrors): AppError {
  const first = Object.values(errors).flat()[0];
  return new AppError('VALIDATION', first ?? ERROR_MESSAGES.VALIDATION, { errors });
}

type TValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldErrorsFrom(items: TValidationItem[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const item of items) {
    const issue = item.params?.['issue'] as { path?: PropertyKey[] } | undefined;
    const field =
      issue?.path?.map(String).join('.') ||
      (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    (errors[field] ??= []).push(item.message ?? ERROR_MESSAGES.VALIDATION);
  }
  return errors;
}

/**
 * Central error handler: one JSON shape for every error, schema failures as 422 with German
 * field messages, and no internals in 5xx answers (they are logged instead).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if ('validation' in error && error.validation) {
      error = validationError(fieldErrorsFrom(error.validation as TValidationItem[]));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: TApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: ERROR_MESSAGES.RATE_LIMITED } satisfies TApiError);
    }
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'Die Anfrage ist zu groß.'
          : status === 415
            ? 'Dieses Format wird nicht unterstützt.'
            : status === 404
              ? ERROR_MESSAGES.NOT_FOUND
              : ERROR_MESSAGES.BAD_REQUEST;
      return reply.status(status).send({ message } satisfies TApiError);
    }
    request.log.error({ err: error }, 'Unerwarteter Fehler');
    return reply.status(500).send({ message: ERROR_MESSAGES.INTERNAL } satisfies TApiError);
  });
}
