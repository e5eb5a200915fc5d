/**
 * Machine-readable error codes. Every error the API returns carries one of these, so the
 * web app can react to a code instead of parsing human text.
 */
export const errorCodes = [
  'validation_failed',
  /** A text field holds a control character (packages/shared schemas/common.ts). */
  'control_characters',
  'unauthenticated',
  'forbidden',
  'not_found',
  /** The path exists, but not for this method: 405 with an Allow header. */
  'method_not_allowed',
  'conflict',
  'stale_update',
  /**
   * Well-formed input that breaks a rule of the data (a dependency on a task that does not
   * exist, a loop of dependencies, an unknown component): 422.
   */
  'unprocessable',
  'payload_too_large',
  'unsupported_media_type',
  /** Too many requests, sign-in attempts included (429, often with Retry-After). */
  'rate_limited',
  'internal_error',
  // identity
  /**
   * Unknown e-mail or wrong password: one code for both, so the answer never tells which
   * e-mails have accounts (decision 004).
   */
  'invalid_credential',
  /** A valid token whose user is not allowlisted, or was revoked. */
  'user_disabled',
  'token_expired',
  'token_invalid',
  'refresh_reused',
  'setup_token_invalid',
  'owner_exists',
  /** An invitation link that was used, revoked, replaced or has expired (410). */
  'invitation_gone',
  /** A single-use download link (a backup's) followed a second time (410). */
  'link_used',
  /** Federated sign-in failed (popup outcome). */
  'oidc_failed',
  /** The user cancelled at the provider (popup outcome; the OAuth error's own name). */
  'access_denied',
  /** A federated sign-in must be linked by the signed-in account first. */
  'link_required',
  // money
  'total_too_large',
  /** A payment beyond what is due, sent without `confirm_overpayment` (422). */
  'overpayment',
  // expense extraction
  'document_unreadable',
  'einvoice_refused',
  'document_encrypted',
  'too_many_pages',
  /** An image or scan whose pixels would take more memory to read than the server allows. */
  'document_too_large',
  'no_expenses_found',
  'extraction_timeout',
  // fetching shop pages (ideas)
  'url_not_allowed',
  'fetch_failed',
  'fetch_timeout',
  'page_too_large',
  'not_a_web_page',
  'no_product_found',
  // trash
  /** A deleted item whose parent is still in the trash: the parent must be restored first. */
  'restore_parent_first',
  // planning
  /** Some of a plan's tasks were changed since it was written: undo asks to confirm (409). */
  'plan_tasks_changed',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Every error response's body. Its schema (schemas/errors.ts) is checked against this type;
 * it lives there so that code needing only the codes (the web app's first page) loads no zod.
 */
export interface ApiErrorBody {
  detail: string;
  code: ErrorCode;
  errors?: Record<string, string[]> | undefined;
}

/** Every code's HTTP status: a full record, so a new code cannot be added without one. */
export const statusByCode: Readonly<Record<ErrorCode, number>> = {
  validation_failed: 400,
  control_characters: 422,
  unauthenticated: 401,
  token_expired: 401,
  token_invalid: 401,
  invalid_credential: 401,
  refresh_reused: 401,
  setup_token_invalid: 401,
  forbidden: 403,
  user_disabled: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  stale_update: 409,
  unprocessable: 422,
  owner_exists: 409,
  invitation_gone: 410,
  link_used: 410,
  oidc_failed: 401,
  access_denied: 401,
  link_required: 409,
  total_too_large: 422,
  overpayment: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  document_unreadable: 422,
  einvoice_refused: 422,
  document_encrypted: 422,
  too_many_pages: 422,
  document_too_large: 422,
  no_expenses_found: 422,
  extraction_timeout: 422,
  url_not_allowed: 400,
  fetch_failed: 422,
  fetch_timeout: 422,
  page_too_large: 422,
  not_a_web_page: 422,
  no_product_found: 422,
  restore_parent_first: 409,
  plan_tasks_changed: 409,
};

/** The HTTP status an error code answers with. */
export function statusOfCode(code: ErrorCode): number {
  return statusByCode[code];
}

/** The one error type of the product: thrown by services, rendered by the one error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, detail: string, fieldErrors?: Record<string, string[]>) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOfCode(code);
    this.fieldErrors = fieldErrors;
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { detail: this.message, code: this.code, errors: this.fieldErrors }
      : { detail: this.message, code: this.code };
  }
}
