import { errorCodes } from '@hrt/shared/errors';
import { describe, expect, it } from 'vitest';
import { errorMessages, loginErrorMessages, parseErrorCode } from './error-messages';

describe('errorMessages', () => {
  it.each(errorCodes)('has a message for %s', (code) => {
    const message: unknown = errorMessages[code];
    expect(typeof message).toBe('string');
    expect((message as string).trim()).not.toBe('');
  });

  it('keeps the login screen texts for a disabled account and too many attempts', () => {
    expect(loginErrorMessages.user_disabled).toBe(
      'Your account is not authorized. Please request access.',
    );
    expect(loginErrorMessages.rate_limited).toBe(
      'Too many failed login attempts. Please try again later.',
    );
  });
});

describe('parseErrorCode', () => {
  it('keeps listed codes and drops anything else', () => {
    expect(parseErrorCode('user_disabled')).toBe('user_disabled');
    expect(parseErrorCode('user-disabled')).toBeUndefined();
    expect(parseErrorCode('too-many-requests')).toBeUndefined();
    expect(parseErrorCode(42)).toBeUndefined();
    expect(parseErrorCode(undefined)).toBeUndefined();
  });
});
