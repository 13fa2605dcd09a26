import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { KeepAliveLayout, nextKeepAlive } from '@/layouts/KeepAliveLayout';
import { useKeepAliveStore } from '@/stores/keepAlive';

const router = vi.hoisted(() => ({ pathname: '/list' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

describe('KeepAliveLayout', () => {
  beforeEach(() => {
    useKeepAliveStore.setState({ include: [], max: 10 });
    router.pathname = '/list';
  });

  it('keeps only included routes, the current one last, within max', () => {
    const prev = [['/a', 'A'], ['/b', 'B'], ['/c', 'C']] as const;
    expect(nextKeepAlive(prev, '/d', 'D', ['/a', '/c'], 10).map(([r]) => r)).toEqual(['/a', '/c', '/d']);
    expect(nextKeepAlive(prev, '/d', 'D', ['/a', '/b', '/c'], 2).map(([r]) => r)).toEqual(['/c', '/d']);
    expect(nextKeepAlive(prev, '/b', 'B2', [], 10)).toEqual([['/b', 'B2']]);
  });

  it('restores the state of a kept page when coming back to it', () => {
    useKeepAliveStore.getState().add('/list');
    const { rerender } = render(
      <KeepAliveLayout>
        <Counter name="list" />
      </KeepAliveLayout>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'list 0' }));
    act(() => {
      router.pathname = '/detail';
    });
    rerender(
      <KeepAliveLayout>
        <Counter name="detail" />
      </KeepAliveLayout>,
    );
    expect(screen.getByRole('button', { name: 'detail 0' })).toBeVisible();
    expect(screen.getByText('list 1')).not.toBeVisible();
    router.pathname = '/list';
    rerender(
      <KeepAliveLayout>
        <Counter name="list" />
      </KeepAliveLayout>,
    );
    expect(screen.getByRole('button', { name: 'list 1' })).toBeVisible();
  });
});
