/**
 * The version of the Terms of Service: shown in the sign-up dialog and recorded with each acceptance
 * (`tos_acceptances.tos_version`, by the signup-with-tos function). One constant for both, so what a
 * player read is what is recorded; bump it when the text in hud/features/auth/terms-sections.ts changes.
 * Plain data: the gateway and the Deno function import it too.
 */
export const TERMS_VERSION = '2025-01-01';
