/**
 * The shop's email rule (the spec: a newsletter email is required and validated, an invalid one
 * is not sent), the same as the footer form's
 * (src/features/newsletter/email-rule.ts): one @, no spaces, a dot in the domain, at most 254
 * characters. Addresses are compared trimmed and lower-cased.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

// RFC 2606 and 6761 reserve these for tests: nobody real has an address there.
const TEST_DOMAIN = /@(?:example\.(?:com|net|org)|[^@]+\.test)$/;

export const isTestAddress = (email: string): boolean => TEST_DOMAIN.test(email);
