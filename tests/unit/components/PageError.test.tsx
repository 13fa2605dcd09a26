import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/common/ErrorBoundary';
import { BareError, PageError, errorTexts } from '@/components/common/PageError';
import * as reporting from '@/components/common/errorReporting';
import { nav } from '@/lib/navigate';

const router = vi.hoisted(() => ({ pathname: '/x', asPath: '/x', back: vi.fn(), replace: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => router }));

function Boom(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('says 页面已失效 under the title 404 for a missing page', () => {
    render(<PageError statusCode={404} />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('页面已失效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('says 请求错误 under 错误请求 for other errors, with the error picture and 重新加载', () => {
    expect(errorTexts(500)).toEqual({ title: '错误请求', body: '请求错误' });
    const reload = vi.spyOn(nav, 'reload').mockImplementation(() => undefined);
    const { container } = render(<PageError statusCode={500} />);
    expect(screen.getByRole('heading', { name: '错误请求' })).toBeInTheDocument();
    expect(container.querySelector('[data-state="error"] > [aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    reload.mockRestore();
  });

  it('falls back to a plain English page when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.spyOn(reporting, 'reportUiError').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={() => <BareError />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/something went wrong/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    // The reporter loads with the first error (ErrorBoundary imports it then).
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.stringContaining('Boom')));
  });

  it('describes a UI error with message, stack and component stack', () => {
    const d = reporting.describeUiError(new Error('x'), '\n    at Widget');
    expect(d.message).toBe('x');
    expect(d.stack).toContain('Error: x');
    expect(d.componentStack).toContain('Widget');
  });
});
