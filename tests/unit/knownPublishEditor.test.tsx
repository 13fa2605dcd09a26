import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const uploadImage = vi.fn();
vi.mock('@/services/upload', () => ({ uploadImage: (...args: unknown[]) => uploadImage(...args) }));

import Editor, { type EditorChange } from '@/components/known/publish/Editor';

// jsdom has no layout: Quill measures the selection to scroll it into view.
const NO_RECT = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
Range.prototype.getBoundingClientRect = () => NO_RECT;
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

function paste(target: HTMLElement, data: { html?: string; text?: string; files?: File[] }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      getData: (type: string) => (type === 'text/html' ? (data.html ?? '') : type === 'text/plain' ? (data.text ?? '') : ''),
      files: data.files ?? [],
    },
  });
  target.dispatchEvent(event);
}

function setup(initialHtml = '') {
  const changes: EditorChange[] = [];
  render(<Editor initialHtml={initialHtml} onChange={(c) => changes.push(c)} label="正文" />);
  const box = screen.getByRole('textbox', { name: '正文' });
  return { box, changes, last: () => changes[changes.length - 1] };
}

describe('the 必懂 editor', () => {
  beforeEach(() => uploadImage.mockReset());

  it('starts from the given HTML, pictures of other hosts included, without reporting a change', () => {
    const { box, changes } = setup('<h1>标题</h1><p class="ql-align-center">居中<img src="https://cdn.example.com/a.png"></p>');
    expect(box.querySelector('h1')?.textContent).toBe('标题');
    expect(box.querySelector('p.ql-align-center img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(changes).toHaveLength(0);
  });

  it('keeps pasted pictures that are our uploads and drops every other picture', async () => {
    const { box, last } = setup();
    box.focus();
    act(() =>
      paste(box, {
        html: `<p>文字<img src="https://evil.example.com/x.png"><img src="${window.location.origin}/api/upload/v1/file/u/1.png"><img src="data:image/png;base64,AAAA"></p>`,
      }),
    );
    await waitFor(() => expect(last()?.text).toBe('文字'));
    const srcs = [...box.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/api/upload/v1/file/u/1.png']);
    expect(last().html).toContain('<img src="/api/upload/v1/file/u/1.png">');
  });

  it('drops formats it does not offer (links, colours) but keeps bold and headings', async () => {
    const { box, last } = setup();
    box.focus();
    act(() => paste(box, { html: '<h2>小标题</h2><p><a href="https://x.example.com">链接</a><span style="color:red">红字</span><b>粗</b></p>' }));
    await waitFor(() => expect(last()?.text).toContain('链接红字粗'));
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('[style]')).toBeNull();
    expect(box.querySelector('h2')?.textContent).toBe('小标题');
    expect(box.querySelector('strong')?.textContent).toBe('粗');
  });

  it('uploads a pasted picture file and inserts the url the upload answers', async () => {
    uploadImage.mockResolvedValue({ id: 'up_1', url: '/api/upload/v1/file/u/up_1.png' });
    const { box, last } = setup();
    box.focus();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    act(() => paste(box, { files: [file] }));
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('/api/upload/v1/file/u/up_1.png'));
    expect(uploadImage).toHaveBeenCalledWith(file, 'other');
    expect(last().html).toContain('/api/upload/v1/file/u/up_1.png');
  });

  it('uploads the picture chosen with the picture button, refusing files that are not pictures', async () => {
    uploadImage.mockResolvedValue({ id: 'up_2', url: '/api/upload/v1/file/u/up_2.jpg' });
    const { box } = setup('<p>正文</p>');
    const input = screen.getByLabelText('选择图片') as HTMLInputElement;
    const bad = new File(['x'], 'a.txt', { type: 'text/plain' });
    const good = new File([new Uint8Array([255, 216, 255])], 'b.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [bad, good] } });
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('/api/upload/v1/file/u/up_2.jpg'));
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it('reports nothing to send once the text is gone', async () => {
    const { box, last } = setup();
    box.focus();
    act(() => paste(box, { text: '一段字' }));
    await waitFor(() => expect(last()?.html).toContain('一段字'));
    box.innerHTML = '<p><br></p>';
    await waitFor(() => expect(last()).toEqual({ html: '', text: '' }));
  });

  it('turns the line into a heading from the toolbar and shows the button pressed, a second tap turns it back', async () => {
    const { box, last } = setup('<p>加粗我</p>');
    box.focus();
    const h1 = screen.getByRole('button', { name: 'H1 一级标题' });
    fireEvent.click(h1);
    await waitFor(() => expect(box.querySelector('h1')?.textContent).toBe('加粗我'));
    expect(h1).toHaveAttribute('aria-pressed', 'true');
    expect(last().html).toBe('<h1>加粗我</h1>');
    fireEvent.click(h1);
    await waitFor(() => expect(box.querySelector('h1')).toBeNull());
    expect(h1).toHaveAttribute('aria-pressed', 'false');
  });
});
