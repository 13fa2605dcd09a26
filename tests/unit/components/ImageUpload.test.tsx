import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageUpload } from '@/components/upload/ImageUpload';

const mocks = vi.hoisted(() => ({
  toast: { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(), hide: vi.fn() },
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  vi.clearAllMocks();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ImageUpload', () => {
  it('names a picked picture while it is sent and after, and reports the stored url', async () => {
    const sent = deferred<{ url: string }>();
    const onChange = vi.fn();
    render(<ImageUpload upload={() => sent.promise} value={[]} onChange={onChange} max={3} />);
    fireEvent.change(screen.getByLabelText('上传凭证'), { target: { files: [png()] } });
    // From the first frame the picture has its text alternative (axe checks pages at any moment).
    expect(screen.getByRole('img', { name: '已选图片1（上传中）' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('status')).toHaveTextContent('上传中');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => sent.resolve({ url: '/api/upload/v1/file/x.png' }));
    expect(screen.getByRole('img', { name: '已选图片1' })).toHaveAttribute('src', '/api/upload/v1/file/x.png');
    expect(onChange).toHaveBeenLastCalledWith(['/api/upload/v1/file/x.png']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('drops a picture the server refuses, with its message, and never reports it', async () => {
    const onChange = vi.fn();
    const upload = vi.fn().mockRejectedValue(Object.assign(new Error('请上传图片文件（JPG/PNG/WEBP/GIF）'), { msg: '请上传图片文件（JPG/PNG/WEBP/GIF）' }));
    render(<ImageUpload upload={upload} value={[]} onChange={onChange} max={3} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('上传凭证'), { target: { files: [png('note.txt')] } });
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(mocks.toast.error).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before sending, and more pictures than allowed', async () => {
    const upload = vi.fn(async (f: File) => ({ url: `/u/${f.name}` }));
    const onChange = vi.fn();
    render(<ImageUpload upload={upload} value={['/u/old.png']} onChange={onChange} max={3} maxMb={1} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('上传凭证'), { target: { files: [png('big.png', 2 * 1024 * 1024)] } });
    });
    expect(mocks.toast.warning).toHaveBeenCalledWith('图片不能超过1M');
    expect(upload).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('上传凭证'), { target: { files: [png('1.png'), png('2.png'), png('3.png')] } });
    });
    expect(mocks.toast.warning).toHaveBeenCalledWith('最多3张');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(['/u/old.png', '/u/1.png', '/u/2.png']);
    // Full: the add tile goes away.
    expect(screen.queryByLabelText('上传凭证')).toBeNull();
  });

  it('removes an uploaded picture', async () => {
    const onChange = vi.fn();
    render(<ImageUpload upload={vi.fn()} value={['/u/a.png', '/u/b.png']} onChange={onChange} max={3} />);
    fireEvent.click(screen.getByRole('button', { name: '删除图片1' }));
    expect(onChange).toHaveBeenLastCalledWith(['/u/b.png']);
    expect(screen.getByRole('img', { name: '已选图片1' })).toHaveAttribute('src', '/u/b.png');
  });
});
