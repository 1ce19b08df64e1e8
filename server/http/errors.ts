/** Errors that carry their HTTP answer: every error body on the wire is {message}. */
import type { FastifyError, FastifyInstance } from 'fastify';
// The core class: the contract's schemas are zod/mini's, whose errors are not classic ZodErrors.
import { core } from 'zod';
import { zodMessage } from './validation';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After: when a limited call may come again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Throwing rolls back a mutation's transaction: nothing of it is kept. */
export function fail(status: number, message: string, retryAfterSeconds?: number): never {
  throw new HttpError(status, message, retryAfterSeconds);
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | core.$ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send({ message: error.message });
    }
    if (error instanceof core.$ZodError) return reply.code(400).send({ message: zodMessage(error) });
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const known = 'code' in error ? FASTIFY_MESSAGES[error.code] : undefined;
    const message = known ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
    return reply.code(status).send({ message });
  });
}
