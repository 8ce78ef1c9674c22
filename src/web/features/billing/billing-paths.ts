/**
 * The server's billing portal: a browser navigation (never fetched) that redirects to the payment
 * provider's portal, or explains itself ('No Billing Account', billing not configured). Opened in a
 * new tab so the app stays where it was (SPEC §2 "Browser navigations out of the app").
 */
export const BILLING_PORTAL_PATH = '/api/stripe/billing-portal';
