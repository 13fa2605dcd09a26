import { lazyComponent } from '@/components/common/lazyComponent';
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
export const LazyEditor = lazyComponent<EditorProps>(() => import('./Editor').then((m) => m.default), EditorSkeleton, { ssr: false });
