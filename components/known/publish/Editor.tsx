/**
 * The 必懂 rich-text editor (Quill 2, core build: only the formats below exist, so pasted HTML keeps nothing else).
 * Loaded in the browser only, through LazyEditor. Pictures — picked, pasted or dropped — go through the site's upload
 * and are inserted by their url; pictures in pasted HTML survive only when they already are our uploads.
 */
import { useEffect, useRef, useState } from 'react';
import Quill, { Delta, type Range } from 'quill/core';
import Bold from 'quill/formats/bold';
import Italic from 'quill/formats/italic';
import Underline from 'quill/formats/underline';
import Header from 'quill/formats/header';
import Image from 'quill/formats/image';
import { AlignClass } from 'quill/formats/align';
import { UPLOAD_MIME_TYPES } from '@/lib/contract/upload/enums';
import { uploadImage } from '@/services/upload';
import { toast } from '@/lib/toast';
import { knownErrorText } from '@/components/known/common/knownErrors';
import { imageFileProblem, ownImageSrc } from './editorImages';
import { EditorToolbar, nextAlign, type ToolbarAction, type ToolbarFormats } from './EditorToolbar';
import styles from './editor.module.css';

export type EditorChange = { html: string; text: string };
export type EditorProps = {
  /** The content to start from (an edit, a restored draft); remount the editor (key) to load another. */
  initialHtml: string;
  onChange: (c: EditorChange) => void;
  placeholder?: string;
  label?: string;
};

const FORMATS = ['bold', 'italic', 'underline', 'header', 'align', 'image'];
let registered = false;

/** Quill's picture with a text alternative from the moment it is drawn (the stored html keeps it: 插图). */
class NamedImage extends Image {
  static create(value: string) {
    const node = super.create(value) as HTMLElement;
    if (!node.getAttribute('alt')) node.setAttribute('alt', '插图');
    return node;
  }
}

function register() {
  if (registered) return;
  registered = true;
  Quill.register(
    {
      'formats/bold': Bold,
      'formats/italic': Italic,
      'formats/underline': Underline,
      'formats/header': Header,
      'formats/image': NamedImage,
      'formats/align': AlignClass,
    },
    true,
  );
}

/** The editor's content as it is sent: nothing at all when it holds neither text nor a picture. */
function readChange(q: Quill): EditorChange {
  const text = q.getText().trim();
  const hasPicture = !!q.root.querySelector('img');
  return { html: text || hasPicture ? q.root.innerHTML : '', text };
}

export default function Editor({ initialHtml, onChange, placeholder = '请在此处输入内容', label = '正文' }: EditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  const insertRef = useRef<(files: File[]) => void>(() => undefined);
  const [formats, setFormats] = useState<ToolbarFormats>({});
  const [uploading, setUploading] = useState(0);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    register();
    const mount = document.createElement('div');
    host.appendChild(mount);
    // The first content is ours (edit source, draft): its pictures stay. Anything pasted later is filtered.
    let trusted = true;
    const insertFiles = async (q: Quill, range: Range | null, files: File[]) => {
      let at = range ? range.index : q.getLength() - 1;
      if (range?.length) q.deleteText(range.index, range.length, 'user');
      for (const file of files) {
        const problem = imageFileProblem(file);
        if (problem) {
          toast.warning(problem);
          continue;
        }
        setUploading((n) => n + 1);
        const loading = toast.loading('图片上传中...', 0);
        try {
          const { url } = await uploadImage(file, 'other');
          q.insertEmbed(at, 'image', url, 'user');
          at += 1;
          q.setSelection(at, 0, 'silent');
          loading.close();
        } catch (e) {
          loading.close();
          toast.error(knownErrorText(e, '图片上传失败'));
        } finally {
          setUploading((n) => n - 1);
        }
      }
    };
    const q = new Quill(mount, {
      placeholder,
      formats: FORMATS,
      modules: {
        history: { delay: 1000, maxStack: 100, userOnly: true },
        uploader: {
          mimetypes: [...UPLOAD_MIME_TYPES],
          handler(range: Range, files: File[]) {
            void insertFiles(q, range, files);
          },
        },
        clipboard: {
          matchers: [
            [
              'img',
              (node: Node, delta: Delta) => {
                if (trusted) return delta;
                const own = ownImageSrc((node as HTMLImageElement).getAttribute('src'), window.location.origin);
                return own ? new Delta().insert({ image: own }) : new Delta();
              },
            ],
          ],
        },
      },
    });
    if (initialHtml) q.setContents(q.clipboard.convert({ html: initialHtml }), 'silent');
    trusted = false;
    q.root.setAttribute('aria-label', label);
    q.root.setAttribute('role', 'textbox');
    q.root.setAttribute('aria-multiline', 'true');
    q.on('text-change', () => onChangeRef.current(readChange(q)));
    q.on('editor-change', () => {
      const range = q.getSelection();
      if (range) setFormats(q.getFormat(range) as ToolbarFormats);
    });
    q.history.clear();
    quillRef.current = q;
    insertRef.current = (files) => void insertFiles(q, q.getSelection(true), files);
    return () => {
      quillRef.current = null;
      mount.remove();
      host.innerHTML = '';
    };
    // The editor is built once per mount: new initial content comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const act = (a: ToolbarAction) => {
    const q = quillRef.current;
    if (!q) return;
    if (a === 'image') {
      fileRef.current?.click();
      return;
    }
    const range = q.getSelection(true);
    const f = q.getFormat(range) as ToolbarFormats;
    if (a === 'bold' || a === 'italic' || a === 'underline') q.format(a, !f[a], 'user');
    else if (a === 'h1' || a === 'h2') {
      const level = a === 'h1' ? 1 : 2;
      q.format('header', f.header === level ? false : level, 'user');
    } else if (a === 'align') q.format('align', nextAlign(f.align), 'user');
    setFormats(q.getFormat(q.getSelection() ?? range) as ToolbarFormats);
  };

  const picked = (files: FileList | null) => {
    if (files?.length) insertRef.current(Array.from(files));
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <div className={styles.editor}>
      <EditorToolbar formats={formats} onAction={act} />
      <div ref={hostRef} className={styles.editorBody} aria-busy={uploading > 0 || undefined} />
      <input
        ref={fileRef}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        multiple
        hidden
        aria-label="选择图片"
        data-testid="editor-image-input"
        onChange={(e) => picked(e.target.files)}
      />
    </div>
  );
}
