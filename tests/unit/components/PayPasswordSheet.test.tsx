import { act } from 'react';
import { render, waitFor } from '@testing-library/react';
import { PayPasswordSheet } from '@/components/pay/PayPasswordSheet';

// The cashier's pay-password sheet opens with the number keyboard up. Its Popup loads on first open
// (components/common/lazyAntd.tsx, ADR 0051): focusing from an effect on `visible` 80 ms later ran before the boxes
// existed whenever the load took longer, and the keyboard never showed (tests/e2e/myActCard.spec.ts). The boxes
// focus themselves once mounted. The link is a stand-in, which also gives this file a module graph of its own
// (vitest.config.ts), so the Popup has not been loaded by another file first.
vi.mock('@/components/wallet/ForgotPayPasswordLink', () => ({ ForgotPayPasswordLink: () => null }));

const props = { amountText: '99.00', onClose: () => undefined, onSubmit: () => undefined, back: '/pay/payType' };

afterEach(() => vi.useRealTimers());

describe('PayPasswordSheet', () => {
  it('the first open focuses the boxes and shows the number keyboard, however long the Popup takes to load', async () => {
    const { rerender } = render(<PayPasswordSheet {...props} visible={false} />);
    expect(document.querySelector('.adm-passcode-input')).toBeNull();
    // The sheet opens; 200 ms pass before the Popup's module has loaded (a slow network, in the browser).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rerender(<PayPasswordSheet {...props} visible />);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('.adm-passcode-input-focused')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard-popup')).not.toBeNull());
  });
});
