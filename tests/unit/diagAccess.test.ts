import { diagAllowed } from '@/lib/diagAccess';

const TOKEN = 'operator-token-0123456789';

describe('who may use the diagnostics pages', () => {
  it('anyone outside production', () => {
    for (const env of ['D', 'T', 'K', 'Y']) expect(diagAllowed(env, undefined, undefined)).toBe(true);
  });

  it('in production only the operator, by the exact token', () => {
    expect(diagAllowed('P', TOKEN, TOKEN)).toBe(true);
    expect(diagAllowed('P', TOKEN, undefined)).toBe(false);
    expect(diagAllowed('P', TOKEN, '')).toBe(false);
    expect(diagAllowed('P', TOKEN, TOKEN.slice(0, -1))).toBe(false);
    expect(diagAllowed('P', TOKEN, `${TOKEN}x`)).toBe(false);
    expect(diagAllowed('P', TOKEN, TOKEN.replace('0', '1'))).toBe(false);
  });

  it('nobody in production when no operator token (or a short one) is configured', () => {
    expect(diagAllowed('P', undefined, '')).toBe(false);
    expect(diagAllowed('P', '', '')).toBe(false);
    expect(diagAllowed('P', 'short', 'short')).toBe(false);
  });
});
