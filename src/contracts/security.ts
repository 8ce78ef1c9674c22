/**
 * The one Trusted Types policy the web app may create (for the avatar's script URL). The server's
 * CSP allows exactly this name (`trusted-types`), so both sides read it from here.
 */
export const TRUSTED_TYPES_POLICY = 'sangha-script-url';
