import type { ErrorCode } from '@hrt/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage, loginFailedMessage } from './login-messages';
import { readLoginState, safeReturnUrl } from './navigation-state';

describe('safeReturnUrl', () => {
  it('keeps paths inside the app', () => {
    expect(safeReturnUrl('/schedule?view=list')).toBe('/schedule?view=list');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'schedule',
    '/login',
    42,
  ])('refuses %s', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });
});

describe('readLoginState', () => {
  it('reads the session message and return URL the session provider hands over', () => {
    expect(
      readLoginState({
        message: 'Your session has expired. Please log in again.',
        returnUrl: '/rooms',
      }),
    ).toEqual({ message: 'Your session has expired. Please log in again.', returnUrl: '/rooms' });
  });

  it('accepts a location-shaped `from` and an `error` text', () => {
    expect(
      readLoginState({ from: { pathname: '/expenses', search: '?a=1' }, error: 'Nope' }),
    ).toEqual({
      message: 'Nope',
      returnUrl: '/expenses?a=1',
    });
  });

  it('treats missing state as nothing to show', () => {
    expect(readLoginState(null)).toEqual({ message: null, returnUrl: null });
  });
});

describe('loginErrorMessage', () => {
  const byCode = (code: ErrorCode, status = 401) =>
    loginErrorMessage(new ApiError('server text', status, 'unauthorized', false, code));

  it('words a disabled account and too many failed attempts for the login screen', () => {
    expect(byCode('user_disabled', 403)).toBe(
      'Your account is not authorized. Please request access.',
    );
    expect(byCode('rate_limited', 429)).toBe(
      'Too many failed login attempts. Please try again later.',
    );
  });

  it('answers anything else with the generic login failure', () => {
    expect(byCode('invalid_credential')).toBe(loginFailedMessage);
    expect(loginErrorMessage(new Error('boom'))).toBe(loginFailedMessage);
  });

  it('says so when the network is the problem', () => {
    const error = new ApiError(
      'Network error - unable to connect to server',
      0,
      'network_error',
      true,
    );
    expect(loginErrorMessage(error)).toBe('Network error - unable to connect to server');
  });
});
