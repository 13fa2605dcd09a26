/**
 * Who may use the diagnostics pages (/test/ossUpload, /test/sendEmail) and their calls: anyone outside production
 * (APP_ENV other than P), and in production only the platform operator (OPERATOR_TOKEN, at least 16 characters,
 * given as the X-Operator-Token header or the operatorToken cookie). Everyone else gets 404: they do not exist.
 */
export const OPERATOR_COOKIE = 'operatorToken';

/** Equal strings, in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i);
  return diff === 0;
}

export function diagAllowed(appEnv: string, expectedToken: string | undefined, givenToken: string | undefined): boolean {
  if (appEnv !== 'P') return true;
  const expected = expectedToken ?? '';
  return expected.length >= 16 && !!givenToken && sameText(givenToken, expected);
}
