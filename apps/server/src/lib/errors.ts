import type { Message, MessageValues } from '@sirkula/domain/shared/messages';

export type { Message, MessageValue, MessageValues } from '@sirkula/domain/shared/messages';

/**
 * Errors a service may raise. Each carries a stable code for clients and an i18n key that the error
 * handler translates into the request's language; `fields` maps a form field to its own message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly fields: Record<string, Message> = {},
    /** Values for the message's {{placeholders}}. */
    readonly values: MessageValues = {},
    /** Lines listed under the message, one per line (e.g. the missing date fields). */
    readonly lines: Message[] = [],
  ) {
    super(messageKey);
  }
}

export class Invalid extends AppError {
  constructor(messageKey = 'errors.badRequest', fields: Record<string, Message> = {}, code = 'INVALID') {
    super(400, code, messageKey, fields);
  }
}

export class Unauthenticated extends AppError {
  constructor(messageKey = 'errors.unauthenticated', code = 'UNAUTHENTICATED') {
    super(401, code, messageKey);
  }
}

export class Forbidden extends AppError {
  constructor(messageKey = 'errors.forbidden', code = 'FORBIDDEN') {
    super(403, code, messageKey);
  }
}

export class NotFound extends AppError {
  constructor(messageKey = 'errors.notFound', code = 'NOT_FOUND') {
    super(404, code, messageKey);
  }
}

export class Conflict extends AppError {
  constructor(messageKey = 'errors.conflict', fields: Record<string, Message> = {}, code = 'CONFLICT') {
    super(409, code, messageKey, fields);
  }
}
