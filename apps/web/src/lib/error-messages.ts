import { type ErrorCode, errorCodes } from '@hrt/shared/errors';

/**
 * A message for every API error code, shown when the server's answer carries no detail of
 * its own. A `Record` over the whole list: a code added to `errorCodes` without a message
 * here fails the typecheck.
 */
export const errorMessages: Record<ErrorCode, string> = {
  validation_failed: 'The request is not valid.',
  control_characters: 'A field holds characters that are not allowed.',
  unauthenticated: 'Sign in to continue.',
  forbidden: 'You are not authorized to perform this action.',
  not_found: 'This item no longer exists.',
  method_not_allowed: 'This action is not available here.',
  conflict: 'This conflicts with something that already exists.',
  stale_update: 'Someone else changed this meanwhile. Reload and try again.',
  unprocessable: 'The request breaks a rule of the data.',
  payload_too_large: 'The upload is larger than the server accepts.',
  unsupported_media_type: 'This type of content is not accepted here.',
  rate_limited: 'Too many requests. Please try again later.',
  internal_error: 'Server error. Please try again later.',
  invalid_credential: 'Login failed. Please check your credentials and try again.',
  user_disabled: 'Your account is not authorized. Please request access.',
  token_expired: 'Your session has expired. Please log in again.',
  token_invalid: 'Your authentication is invalid. Please log in again.',
  refresh_reused: 'Your session has ended. Please log in again.',
  setup_token_invalid: 'This setup link is not valid or has expired.',
  owner_exists: 'The owner account has already been set up.',
  invitation_gone: 'This invitation link no longer works. Ask the owner for a new one.',
  link_used: 'This download link has been used already. Start the download again.',
  oidc_failed: 'Sign-in with the provider failed. Please try again.',
  access_denied: 'Sign-in was cancelled.',
  link_required:
    'An account with this e-mail already exists. Sign in with it and link the provider first.',
  total_too_large: 'The total is larger than the app can hold.',
  overpayment: 'This payment is more than is due. Confirm it to record it.',
  document_unreadable: 'The document could not be read.',
  einvoice_refused: 'The e-invoice could not be used.',
  document_encrypted: 'The document is password-protected.',
  too_many_pages: 'The document has too many pages.',
  document_too_large: 'The image is too large to read.',
  no_expenses_found: 'No expenses were found in the document.',
  extraction_timeout: 'Reading the document took too long.',
  url_not_allowed: 'That address is not allowed.',
  fetch_failed: 'The page could not be reached.',
  fetch_timeout: 'The page took too long to answer.',
  page_too_large: 'The page is too large to read.',
  not_a_web_page: 'That address is not a web page.',
  no_product_found: 'No product was found on that page.',
  restore_parent_first: 'Restore what this belonged to first.',
  plan_tasks_changed: "Some of this plan's tasks were changed since it was written.",
};

/**
 * The login screen's own texts for some codes: a rate limit at sign-in is about failed
 * attempts. Codes without one show the screen's generic 'Login failed' message.
 */
export const loginErrorMessages: Partial<Record<ErrorCode, string>> = {
  user_disabled: errorMessages.user_disabled,
  rate_limited: 'Too many failed login attempts. Please try again later.',
};

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/** A code from the server, or undefined for anything not in the list (older or newer servers). */
export function parseErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && knownCodes.has(value) ? (value as ErrorCode) : undefined;
}
