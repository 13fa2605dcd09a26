import type { CSSProperties } from 'react';

const asText: CSSProperties = { display: 'block', width: '100%', padding: 0, border: 0, background: 'none', font: 'inherit', color: 'inherit', textAlign: 'left' };

/**
 * A place in a Cascader's list as a button: antd-mobile's list items are not focusable, so without it the scrolling
 * list cannot be reached by keyboard (axe: scrollable-region-focusable). Its click reaches the item, which chooses it.
 */
export const placeOption = (option: { label?: unknown }) => (
  <button type="button" style={asText}>
    {String(option.label ?? '')}
  </button>
);
