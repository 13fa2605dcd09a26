import Head from 'next/head';
import type { FormEvent, ReactNode } from 'react';
import { useAppFlags } from '@/components/common/AppFlags';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import styles from './profile.module.css';

type Props = { title: string; docTitle: string; saving: boolean; onSave: () => void; children: ReactNode };

/**
 * A one-field editor of 个人信息: the header's 保存, or a bottom 保存 where the H5 header is hidden (inside the app or
 * a mini-program, whose own bar has none). Enter in the field saves too.
 */
export function EditFieldShell({ title, docTitle, saving, onSave, children }: Props) {
  const { hideH5Nav } = useAppFlags();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave();
  };
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{docTitle}</title>
      </Head>
      <HeaderBar
        title={title}
        fixed
        right={
          <button type="button" className={styles.save} disabled={saving} onClick={onSave}>
            保存
          </button>
        }
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        {hideH5Nav ? (
          <button type="submit" className={styles.primary} disabled={saving}>
            保存
          </button>
        ) : null}
      </form>
      <LoadingOverlay visible={saving} text="保存中" />
    </div>
  );
}
