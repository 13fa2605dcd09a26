import { Dialog, Toast } from 'antd-mobile';
import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';

// antd-mobile's imperative APIs under React 19: they render through rc-util's React-DOM helper, which
// vitest.config.ts and next.config.ts alias to lib/antdRender.ts (ADR 0050). Nothing installs a renderer first
// (no unstableSetRender): without the alias the helper renders nothing and these tests fail.

afterEach(async () => {
  await act(async () => {
    Toast.clear();
    Dialog.clear();
  });
});

describe('antd-mobile imperative APIs render into the document (lib/antdRender.ts)', () => {
  it('Toast.show shows its content, and Toast.clear takes it away', async () => {
    await act(async () => {
      Toast.show({ content: '已加入购物车', duration: 0 });
    });
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    await act(async () => {
      Toast.clear();
    });
    await waitFor(() => expect(screen.queryByText('已加入购物车')).toBeNull());
  });

  it('Dialog.alert shows its content and resolves when confirmed; the root is unmounted after', async () => {
    let confirmed = false;
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = Dialog.alert({ content: '地址已保存', confirmText: '知道了' }).then(() => {
        confirmed = true;
      });
    });
    expect(await screen.findByText('地址已保存')).toBeInTheDocument();
    await act(async () => {
      screen.getByText('知道了').click();
      await done;
    });
    expect(confirmed).toBe(true);
    // The dialog's close animation ends, then its container is unmounted and removed.
    await waitFor(() => expect(screen.queryByText('地址已保存')).toBeNull());
  });
});
