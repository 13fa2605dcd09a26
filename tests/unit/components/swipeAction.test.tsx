import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SwipeAction, type SwipeActionRef } from '@/components/common/SwipeAction';

// The light SwipeAction (components/common/SwipeAction.tsx) that stands in for antd-mobile's on the cart and 我的收藏.

const ACTIONS_WIDTH = 100;
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
beforeAll(() => {
  // jsdom lays nothing out: the action columns are 100px wide, everything else 0.
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('adm-swipe-action-actions') && this.childElementCount > 0 ? ACTIONS_WIDTH : 0;
    },
  });
});
afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth));

function setup() {
  const ref = createRef<SwipeActionRef>();
  const onDelete = vi.fn();
  const onContent = vi.fn();
  const onReveal = vi.fn();
  render(
    <SwipeAction ref={ref} rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: onDelete }]} onActionsReveal={onReveal}>
      <button type="button" onClick={onContent}>
        商品
      </button>
    </SwipeAction>,
  );
  const track = document.querySelector<HTMLElement>('.adm-swipe-action-track')!;
  const offset = () => track.style.transform;
  return { ref, onDelete, onContent, onReveal, track, offset };
}

/** A one-finger drag on `el` through the given points; returns whether each move was left to the browser. */
function drag(el: Element, points: [number, number][]) {
  const [[x0, y0], ...rest] = points;
  fireEvent.touchStart(el, { touches: [{ clientX: x0, clientY: y0 }] });
  const notPrevented = rest.map(([clientX, clientY]) => fireEvent.touchMove(el, { touches: [{ clientX, clientY }] }));
  fireEvent.touchEnd(el, { touches: [] });
  return notPrevented;
}

describe('SwipeAction', () => {
  it('renders its actions as buttons, in antd-mobile’s markup, closed', () => {
    const { offset } = setup();
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('adm-button', 'adm-swipe-action-action-button');
    expect(button.style.getPropertyValue('--background-color')).toBe('var(--adm-color-danger)');
    expect(button.closest('.adm-swipe-action-actions-right')).not.toBeNull();
    expect(document.querySelector('.adm-swipe-action > .adm-swipe-action-track > .adm-swipe-action-content')).not.toBeNull();
    expect(offset()).toBe('translateX(0px)');
  });

  it('a tap on an action calls its onClick and closes the row', () => {
    const { ref, onDelete, onReveal, offset } = setup();
    act(() => ref.current!.show('right'));
    expect(offset()).toBe(`translateX(-${ACTIONS_WIDTH}px)`);
    expect(onReveal).toHaveBeenCalledWith('right');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(offset()).toBe('translateX(0px)');
  });

  it('open, a tap on the content closes the row and does not reach the content', () => {
    const { ref, onContent, offset } = setup();
    act(() => ref.current!.show('right'));
    fireEvent.click(screen.getByRole('button', { name: '商品' }));
    expect(onContent).not.toHaveBeenCalled();
    expect(offset()).toBe('translateX(0px)');
    // Closed, the content is tapped as usual.
    fireEvent.click(screen.getByRole('button', { name: '商品' }));
    expect(onContent).toHaveBeenCalledTimes(1);
  });

  it('a horizontal drag past half the actions’ width opens the row and keeps the page from scrolling', () => {
    const { onReveal, offset } = setup();
    const moves = drag(screen.getByRole('button', { name: '商品' }), [
      [200, 100],
      [190, 101],
      [140, 102],
    ]);
    expect(moves).toEqual([false, false]);
    expect(offset()).toBe(`translateX(-${ACTIONS_WIDTH}px)`);
    expect(onReveal).toHaveBeenCalledWith('right');
    // Dragged back, it closes.
    drag(document.querySelector('.adm-swipe-action-content')!, [
      [140, 100],
      [150, 100],
      [230, 100],
    ]);
    expect(offset()).toBe('translateX(0px)');
  });

  it('a vertical drag leaves the row closed and the page scrolling', () => {
    const { onReveal, offset } = setup();
    const moves = drag(screen.getByRole('button', { name: '商品' }), [
      [200, 100],
      [198, 120],
      [140, 200],
    ]);
    expect(moves).toEqual([true, true]);
    expect(offset()).toBe('translateX(0px)');
    expect(onReveal).not.toHaveBeenCalled();
  });

  it('the click that ends a drag is swallowed', () => {
    const { onContent } = setup();
    const content = screen.getByRole('button', { name: '商品' });
    fireEvent.touchStart(content, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 180, clientY: 100 }] });
    fireEvent.touchEnd(content, { touches: [] });
    fireEvent.click(content);
    expect(onContent).not.toHaveBeenCalled();
  });

  it('focusing an action reveals it; a touch outside closes the row', () => {
    const { offset } = setup();
    act(() => screen.getByRole('button', { name: '删除' }).focus());
    expect(offset()).toBe(`translateX(-${ACTIONS_WIDTH}px)`);
    fireEvent.touchStart(document.body, { touches: [{ clientX: 0, clientY: 0 }] });
    expect(offset()).toBe('translateX(0px)');
  });
});
