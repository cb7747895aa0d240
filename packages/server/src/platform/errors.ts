import type { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, ERROR_STATUS, type TApiError, type TErrorCode } from '@pflegepuls/shared';

export type TFieldErrors = Record<string, string[]>;

/** The one error type services throw; the central handler turns it into `{ success: false, message, errors? }`. */
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

/** The field errors of a failed zod parse, keyed by dotted path (`_` for the whole input). */
export function zodFieldErrors(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues)
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * Validates `input` (missing counts as `{}`) with a shared schema or throws the German 422. Only
 * for what a route schema cannot see: multipart fields, and values built from several sources.
 */
export function parseWithSchema<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
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

/** German messages for the 4xx answers Fastify and its plugins raise themselves, by status. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  401: ERROR_MESSAGES.UNAUTHORIZED,
  403: ERROR_MESSAGES.FORBIDDEN,
  404: ERROR_MESSAGES.NOT_FOUND,
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieses Format wird nicht unterstützt.',
  429: ERROR_MESSAGES.RATE_LIMITED,
};

/** The same by Fastify's error code, where one status covers several causes. */
const FRAMEWORK_MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: 'Die Adresse ist ungültig.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage enthält kein JSON, obwohl sie es ankündigt.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage enthält kein gültiges JSON.',
};

function errorBody(message: string, errors?: TFieldErrors): TApiError {
  return errors ? { success: false, message, errors } : { success: false, message };
}

/**
 * The answer to an unexpected error: logged with the request id (`reqId`), and the same id told
 * to the member as "Fehler-ID", so support finds the log line of a failed request; no internals.
 */
function sendInternalError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.error({ err: error }, 'Unerwarteter Fehler');
  return reply.status(500).send({
    success: false,
    message: `${ERROR_MESSAGES.INTERNAL} (Fehler-ID: ${request.id})`,
    errorId: request.id,
  } satisfies TApiError);
}

/**
 * A 4xx that did not come from our code (Fastify, a plugin, a JSON parser): its status, and a
 * German message instead of the framework's English one, which may echo the URL or a code.
 */
function frameworkAnswer(error: { statusCode?: number; code?: string }): { status: number; body: TApiError } {
  const status = error.statusCode ?? 500;
  const byCode = error.code ? FRAMEWORK_MESSAGES_BY_CODE[error.code] : undefined;
  const jsonSyntax =
    error instanceof SyntaxError ? FRAMEWORK_MESSAGES_BY_CODE['FST_ERR_CTP_INVALID_JSON_BODY'] : undefined;
  const message = byCode ?? jsonSyntax ?? FRAMEWORK_MESSAGES[status] ?? ERROR_MESSAGES.BAD_REQUEST;
  return { status, body: errorBody(message) };
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that cannot be decoded,
 * a path parameter longer than `maxParamLength`) skip the error handler; without this they answer
 * English JSON with Fastify's code and the echoed URL.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    // FST_ERR_ASYNC_CONSTRAINT: a route constraint failed (none of ours is asynchronous).
    return sendInternalError(error, request, reply);
  }
  const answer = frameworkAnswer(error);
  return reply.status(answer.status).send(answer.body);
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
      return reply.status(error.statusCode).send(errorBody(error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const answer = frameworkAnswer(error);
      return reply.status(answer.status).send(answer.body);
    }
    return sendInternalError(error, request, reply);
  });
}
