import type { TokenResponse } from '@hrt/shared/schemas/identity';

/** A new session: what the client reads, and the refresh token the route sets as a cookie. */
export type IssuedSession = TokenResponse & { refreshToken: string };
