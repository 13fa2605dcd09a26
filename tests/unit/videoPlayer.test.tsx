import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { MockInstance } from 'vitest';
import { DEFAULT_VIDEO_ERROR, VideoPlayer } from '@/components/video/VideoPlayer';
import { WatchInAppPopup } from '@/components/video/WatchInAppPopup';
// Loaded with the file, not on the first open (docs/TESTING.md, "Code a test opens on demand").
import 'antd-mobile/es/components/dialog';

const SRC = '/media/known/company-setup.mp4';
const POSTER = '/media/known/company-setup.jpg';

// jsdom has no media playback: load() and play() only log "not implemented".
let load: MockInstance<() => void>;
let play: MockInstance<() => Promise<void>>;
beforeEach(() => {
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const video = () => screen.getByLabelText('公司注册三步走') as HTMLVideoElement;
const box = () => video().parentElement as HTMLElement;

describe('VideoPlayer', () => {
  it('is a native 16:9 player with its controls, inline, without picture-in-picture, download or casting', () => {
    render(<VideoPlayer src={SRC} poster={POSTER} title="公司注册三步走" />);
    const v = video();
    expect(v.tagName).toBe('VIDEO');
    expect(v.getAttribute('src')).toBe(SRC);
    expect(v.getAttribute('poster')).toBe(POSTER);
    expect(v).toHaveAttribute('controls');
    expect(v).toHaveAttribute('playsinline');
    expect(v).toHaveAttribute('disablepictureinpicture');
    expect(v.getAttribute('controlslist')).toBe('nodownload noremoteplayback');
    expect(v.getAttribute('preload')).toBe('metadata');
    expect(v.querySelector('source')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('shows a spinner until the first frame, and again while playback waits for data', () => {
    const onPlay = vi.fn();
    render(<VideoPlayer src={SRC} title="公司注册三步走" onPlay={onPlay} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(box().dataset.state).toBe('loading');

    fireEvent(video(), new Event('loadeddata'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(box().dataset.state).toBe('idle');

    fireEvent.play(video());
    expect(onPlay).toHaveBeenCalledTimes(1);
    fireEvent.playing(video());
    expect(box().dataset.state).toBe('playing');
    fireEvent.waiting(video());
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.playing(video());
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.pause(video());
    expect(box().dataset.state).toBe('idle');
  });

  it('shows 视频播放失败,请重试 on a media error, and 重试 loads the source again and plays', () => {
    render(<VideoPlayer src={SRC} title="公司注册三步走" />);
    fireEvent(video(), new Event('loadeddata'));
    fireEvent.error(video());
    expect(screen.getByRole('alert')).toHaveTextContent('视频播放失败,请重试');
    expect(DEFAULT_VIDEO_ERROR).toBe('视频播放失败,请重试');
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.canPlay(video());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 内容失效 without a retry for a withdrawn share', () => {
    render(<VideoPlayer src={SRC} title="公司注册三步走" errorText="内容失效" retry={false} />);
    fireEvent.error(video());
    expect(screen.getByRole('alert')).toHaveTextContent('内容失效');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the error at once when there is no source, with nothing to retry', () => {
    render(<VideoPlayer src="" title="公司注册三步走" />);
    expect(video()).not.toHaveAttribute('src');
    expect(screen.getByRole('alert')).toHaveTextContent('视频播放失败,请重试');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('starts over on a new source', () => {
    const { rerender } = render(<VideoPlayer src={SRC} title="公司注册三步走" />);
    fireEvent.error(video());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<VideoPlayer src="/media/known/trademark-pitfalls.mp4" title="公司注册三步走" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(video().getAttribute('src')).toBe('/media/known/trademark-pitfalls.mp4');
    // The old source's listeners are gone, the new one's are attached.
    fireEvent(video(), new Event('loadeddata'));
    expect(box().dataset.state).toBe('idle');
  });

  it('autoplays the small video full height, muted when the browser refuses sound without a tap', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('needs a gesture', 'NotAllowedError')));
    render(<VideoPlayer src={SRC} title="公司注册三步走" vertical autoPlay />);
    expect(box().className).toMatch(/vertical/);
    await act(async () => {});
    expect(play).toHaveBeenCalledTimes(2);
    expect(video().muted).toBe(true);
  });
});

describe('VideoPlayer on the server', () => {
  it('renders the <video> in the HTML and hydrates without a mismatch', () => {
    const ui = <VideoPlayer src={SRC} poster={POSTER} title="公司注册三步走" />;
    const html = renderToString(ui);
    expect(html).toMatch(/<video[^>]*src="\/media\/known\/company-setup\.mp4"/);
    expect(html).toMatch(/poster="\/media\/known\/company-setup\.jpg"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems = vi.fn();
    const errors = vi.spyOn(console, 'error');
    act(() => {
      hydrateRoot(container, ui, { onRecoverableError: problems });
    });
    expect(problems).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('shows the error of a source that failed before hydration', () => {
    const ui = <VideoPlayer src={SRC} title="公司注册三步走" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    Object.defineProperty(container.querySelector('video')!, 'error', { value: { code: 4 } });
    act(() => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('视频播放失败,请重试');
    container.remove();
  });
});

describe('WatchInAppPopup', () => {
  it('is not there while hidden', () => {
    render(<WatchInAppPopup visible={false} onClose={() => {}} />);
    expect(screen.queryByText('请到App去观看')).toBeNull();
  });

  it('says 请到App去观看 and closes on 好的', async () => {
    const onClose = vi.fn();
    render(<WatchInAppPopup visible onClose={onClose} />);
    // The Dialog loads on first open (components/common/lazyAntd.tsx).
    expect(await screen.findByText('提示！')).toBeInTheDocument();
    expect(screen.getByText('请到App去观看')).toBeInTheDocument();
    // antd's action button awaits its handler, then updates itself: inside act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '好的' }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers 在网页观看 as the second choice: it closes and opens our own player', async () => {
    const onClose = vi.fn();
    const onWatchOnWeb = vi.fn();
    render(<WatchInAppPopup visible onClose={onClose} onWatchOnWeb={onWatchOnWeb} />);
    expect(await screen.findByText('请到App去观看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '好的' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '在网页观看' }));
    });
    expect(onWatchOnWeb).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
