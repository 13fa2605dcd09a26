import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InterviewRating } from '@/components/my/interview/InterviewRating';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), show: vi.fn(), loading: vi.fn(), hide: vi.fn() },
  evaluateInterview: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/services/interview', () => ({ evaluateInterview: mocks.evaluateInterview }));

// 评价面谈 on the customer's interview detail page: five star buttons, optional text, 提交评价, then read-only.

const props = { id: 'iv_1', onRated: vi.fn(), onStale: vi.fn() };

describe('InterviewRating', () => {
  it('shows nothing when the appointment cannot be rated and has no rating', () => {
    const { container } = render(<InterviewRating {...props} canEvaluate={false} evaluation={null} />);
    expect(container.textContent).toBe('');
  });

  it('asks for stars first, then posts the stars, the text and 匿名', async () => {
    const detail = { id: 'iv_1', canEvaluate: false, evaluation: { score: 4, content: '很清楚', anonymous: true, createdAt: '2030-05-01T02:00:00.000Z' } };
    mocks.evaluateInterview.mockResolvedValueOnce(detail);
    const onRated = vi.fn();
    render(<InterviewRating {...props} onRated={onRated} canEvaluate evaluation={null} />);
    expect(screen.getByRole('region', { name: '评价面谈' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(mocks.toast.warning).toHaveBeenCalledWith('请先选择评分');
    expect(mocks.evaluateInterview).not.toHaveBeenCalled();

    const four = screen.getByRole('button', { name: '4星' });
    expect(four.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(four);
    expect(four.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '5星' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('好')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '很清楚' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '匿名评价' }));
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));

    await waitFor(() => expect(onRated).toHaveBeenCalledWith(detail));
    expect(mocks.evaluateInterview).toHaveBeenCalledWith({ id: 'iv_1', score: 4, content: '很清楚', anonymous: true });
    expect(mocks.toast.success).toHaveBeenCalled();
  });

  it('shows the server’s refusal in plain Chinese and lets the page read it again', async () => {
    mocks.evaluateInterview.mockRejectedValueOnce(Object.assign(new Error('该面谈已评价，不能重复评价'), { code: 409 }));
    const onStale = vi.fn();
    render(<InterviewRating {...props} onStale={onStale} canEvaluate evaluation={null} />);
    fireEvent.click(screen.getByRole('button', { name: '2星' }));
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(onStale).toHaveBeenCalled());
    expect(mocks.toast.error).toHaveBeenCalledWith(expect.stringMatching(/评价/));
  });

  it('shows a written rating read-only', () => {
    render(<InterviewRating {...props} canEvaluate={false} evaluation={{ score: 3, content: '一般般', anonymous: false, createdAt: '2030-05-01T02:00:00.000Z' }} />);
    expect(screen.getByRole('region', { name: '我的评价' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '3星' }).textContent).toBe('★★★☆☆');
    expect(screen.getByText('一般般')).toBeTruthy();
    expect(screen.getByText('2030-05-01 10:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });
});
