// Texts of the contact form both the server and the site use (SPEC §8); no zod here, so the site stays light.

export const CONTACT_SUCCESS = "Thank you for your message. We'll get back to you soon!";
export const CONTACT_FAILURE = 'There was a problem sending your message. Please try again.';
