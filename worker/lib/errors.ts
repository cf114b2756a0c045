/** Every failure a service can raise; onError is the only place that turns one into a response. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UPGRADE_REQUIRED'
  | 'VALIDATION'
  | 'PRECONDITION_REQUIRED'
  | 'TOO_MANY_REQUESTS'

export const STATUS_OF: Record<
  ErrorCode,
  400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 426 | 428 | 429
> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPGRADE_REQUIRED: 426,
  VALIDATION: 422,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
}

export type FieldErrors = Record<string, string[]>

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const unauthenticated = (message = 'Unauthorised') =>
  new AppError('UNAUTHENTICATED', message)
export const forbidden = (message = 'Not allowed to do that') => new AppError('FORBIDDEN', message)
export const notFound = (message = "Couldn't find what you asked for") =>
  new AppError('NOT_FOUND', message)
export const upgradeRequired = (message = 'Expected a websocket upgrade') =>
  new AppError('UPGRADE_REQUIRED', message)
export const conflict = (message: string) => new AppError('CONFLICT', message)
export const invalid = (fields: FieldErrors, message = "Request couldn't be processed") =>
  new AppError('VALIDATION', message, fields)
export const payloadTooLarge = (message = 'Request was too large', fields?: FieldErrors) =>
  new AppError('PAYLOAD_TOO_LARGE', message, fields)
export const unsupportedMediaType = (message = 'Request bodies must be JSON') =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message)
/** 429, telling the client when to try again where we know. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  )
