import { render, screen } from '@testing-library/react';
import { PlannerMissing } from '@/components/planner/PlannerMissing';

const router = vi.hoisted(() => ({ pathname: '/planner/detail', asPath: '/planner/detail', query: {}, back: vi.fn(), replace: vi.fn(() => Promise.resolve(true)), events: { on: vi.fn(), off: vi.fn() } }));
vi.mock('next/router', () => ({ useRouter: () => router }));

describe('PlannerMissing', () => {
  it('says why the planner is not shown and leads on to 找其他规划师', () => {
    const { unmount } = render(<PlannerMissing title="规划师" description="规划师名片" reason="failed" />);
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '找其他规划师' })).toHaveAttribute('href', '/planner/list');
    unmount();
    render(<PlannerMissing title="规划师评价" description="规划师评价" reason={null} />);
    expect(screen.getByText('抱歉，未找到该规划师')).toBeInTheDocument();
  });
});
