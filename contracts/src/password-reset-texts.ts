// Texts of a forgotten password (issue 4) both the server and the staff app use; no zod here, so the reset pages
// draw before their checks come.

export const PASSWORD_RESET_SENT = 'If an account matches, we have sent a link to reset the password.';
export const PASSWORD_RESET_LINK_INVALID = 'This link has expired or has already been used.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in with your new password.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** How long an e-mailed link works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
