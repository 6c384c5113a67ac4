// Kept apart from user.ts (and its zod) so that the public site's first bundle can read it.

/**
 * A readable cookie, no secret, set beside the session cookie at sign-in and dropped at logout: the public site asks
 * /api/user only when it is there, so a visitor who never signed in is not answered 401 on every page.
 */
export const SIGNED_IN_HINT_COOKIE = 'fc_signed_in';
