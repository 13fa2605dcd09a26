import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelectOnFocus } from '@/components/common/useSelectOnFocus';

function Field() {
  return <input aria-label="金额" defaultValue="269.70" {...useSelectOnFocus()} />;
}

const field = () => screen.getByLabelText('金额') as HTMLInputElement;
const selected = (el: HTMLInputElement) => [el.selectionStart, el.selectionEnd];
/** Renders the field and focuses it the way a tap does: focus, then the caret where the finger landed. */
function tapAt(caret: number) {
  render(<Field />);
  const el = field();
  act(() => el.focus());
  el.setSelectionRange(caret, caret);
  return el;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSelectOnFocus', () => {
  it('selects the prefilled text a moment after focus (after the tap has placed its caret)', () => {
    const el = tapAt(3);
    act(() => vi.runAllTimers());
    expect(selected(el)).toEqual([0, 6]);
  });

  it('a key pressed before that moment selects first, and the late selection does not swallow what was typed', () => {
    const el = tapAt(6);
    fireEvent.keyDown(el, { key: '1' });
    expect(selected(el)).toEqual([0, 6]);
    // The key replaced the selection; more keys follow before the timer runs.
    fireEvent.change(el, { target: { value: '10' } });
    el.setSelectionRange(2, 2);
    fireEvent.keyDown(el, { key: '0' });
    act(() => vi.runAllTimers());
    expect(selected(el)).toEqual([2, 2]);
  });

  it('does nothing once the field lost focus before the moment came', () => {
    const el = tapAt(1);
    act(() => el.blur());
    act(() => vi.runAllTimers());
    expect(selected(el)).toEqual([1, 1]);
  });
});
