/**
 * A mainland mobile number as the original checked it, on the page and on the server: 1, then 3–9, then nine digits
 * (12345678901 or 10000000000 is nobody's phone, and no SMS goes to it). One rule for every phone field.
 */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
