import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { SearchOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import { useEmojiClear } from '@/lib/emoji';
import styles from './list.module.css';

/** The fake search box of /planner/list and its full-screen name search (Enter searches, then it closes). */
export function PlannerSearch({ keyWords, onSearch }: { keyWords: string; onSearch: (keyWords: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const emoji = useEmojiClear(setText);

  const submit = () => {
    onSearch(text.trim());
    setText('');
    setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.fakeSearch} onClick={() => setOpen(true)}>
        <SearchOutline aria-hidden />
        <span className={keyWords ? styles.fakeSearchValue : undefined}>{keyWords || '请输入规划师姓名'}</span>
      </button>
      <Popup visible={open} position="right" onMaskClick={() => setOpen(false)} bodyStyle={{ width: '100vw', maxWidth: '7.5rem' }} destroyOnClose>
        <HeaderBar title="在线直选规划师" onBack={() => setOpen(false)} />
        <form
          className={styles.searchForm}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <SearchOutline aria-hidden />
          <input
            type="search"
            enterKeyHint="search"
            aria-label="规划师姓名"
            placeholder="请输入规划师姓名"
            autoFocus
            value={text}
            maxLength={20}
            onChange={(e) => setText(e.target.value)}
            {...emoji}
          />
          <button type="submit">搜索</button>
        </form>
      </Popup>
    </>
  );
}
