import type { ReactNode } from 'react';
import { PictureOutline } from 'antd-mobile-icons';
import styles from './editor.module.css';

/** The formats of the cursor position the toolbar shows as pressed. */
export type ToolbarFormats = { bold?: boolean; italic?: boolean; underline?: boolean; header?: number; align?: string };
export type ToolbarAction = 'bold' | 'italic' | 'underline' | 'h1' | 'h2' | 'align' | 'image';

const ALIGN_NAMES: Record<string, string> = { '': '左对齐', center: '居中', right: '右对齐' };

function AlignIcon({ align }: { align: string }) {
  // Three lines whose short ones move with the alignment.
  const x = align === 'center' ? 4 : align === 'right' ? 8 : 0;
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <line x1="1" y1="3" x2="17" y2="3" />
        <line x1={1 + x} y1="9" x2={9 + x} y2="9" />
        <line x1="1" y1="15" x2="17" y2="15" />
      </g>
    </svg>
  );
}

type Props = { formats: ToolbarFormats; onAction: (a: ToolbarAction) => void; disabled?: boolean };

/**
 * The editor's toolbar: bold, italic, underline, H1, H2, alignment (left → centre → right) and a picture. Buttons keep
 * the editor's focus (no mousedown default) so the phone keyboard stays up.
 */
export function EditorToolbar({ formats, onAction, disabled }: Props) {
  const align = formats.align ?? '';
  const button = (action: ToolbarAction, label: string, pressed: boolean | undefined, body: ReactNode) => (
    <button
      type="button"
      className={pressed ? styles.toolOn : styles.tool}
      aria-label={typeof body === 'string' ? `${body} ${label}` : label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onAction(action)}
    >
      {body}
    </button>
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="文字格式">
      {button('bold', '加粗', !!formats.bold, <b>B</b>)}
      {button('italic', '斜体', !!formats.italic, <i>I</i>)}
      {button('underline', '下划线', !!formats.underline, <u>U</u>)}
      {button('h1', '一级标题', formats.header === 1, 'H1')}
      {button('h2', '二级标题', formats.header === 2, 'H2')}
      {button('align', `对齐：${ALIGN_NAMES[align] ?? '左对齐'}`, undefined, <AlignIcon align={align} />)}
      {button('image', '插入图片', undefined, <PictureOutline fontSize={20} aria-hidden />)}
    </div>
  );
}

/** The alignment after the current one. */
export const nextAlign = (align: string | undefined): string | false => (align === 'center' ? 'right' : align === 'right' ? false : 'center');
