import dynamic from 'next/dynamic';
import type { EditorProps } from './Editor';
import styles from './editor.module.css';

function EditorSkeleton() {
  return (
    <div className={styles.editor} aria-busy="true">
      <div className={styles.toolbar} aria-hidden />
      <p className={styles.editorLoading} role="status">
        编辑器加载中…
      </p>
    </div>
  );
}

/** The rich-text editor, fetched only when a publish page renders in the browser (it needs the DOM). */
export const LazyEditor = dynamic<EditorProps>(() => import('./Editor'), { ssr: false, loading: EditorSkeleton });
