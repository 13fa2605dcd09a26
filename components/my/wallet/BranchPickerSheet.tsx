import { useEffect, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { Popup } from '@/components/common/lazyAntd';
import { CheckOutline, LeftOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { cardInfo, type Branch } from '@/services/walletWithdraw';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Empty, LoadError } from '@/components/common/Empty';
import styles from './withdraw.module.css';

type Props = { visible: boolean; bankCode: string; currentId: string; onPick: (b: Branch) => void; onClose: () => void };

/** 开户行 (inventory my §2 bankCards/add): the bank's branches, searched live as the keyword is typed. */
export function BranchPickerSheet({ visible, bankCode, currentId, onPick, onClose }: Props) {
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Branch[] | null>(null);
  const [error, setError] = useState('');
  // 重新加载 after a failure asks again for the same keyword
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!visible || !bankCode) return;
    let live = true;
    const t = setTimeout(
      () => {
        cardInfo({ bankCode, keyword: keyword.trim() || undefined, limit: 50 })
          .then((r) => live && (setRows(r.records), setError('')))
          .catch((e) => live && setError(errorText(e, '开户行加载失败')));
      },
      keyword ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [visible, bankCode, keyword, attempt]);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ height: '70vh', borderRadius: '0.24rem 0.24rem 0 0' }}>
      <div className={styles.sheet} role="dialog" aria-label="选择开户行">
        <h2 className={styles.sheetTitle}>
          <button type="button" className={styles.sheetBack} aria-label="返回" onClick={onClose}>
            <LeftOutline />
          </button>
          选择开户行
        </h2>
        <SearchBar placeholder="请输入搜索关键词" value={keyword} onChange={setKeyword} aria-label="搜索开户行" />
        {/* the states sit beside the list, not in it: a listbox holds only its options */}
        {error ? (
          <div className={styles.branchList}>
            <LoadError text={error} onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        ) : rows === null ? (
          <InlineLoading />
        ) : rows.length === 0 ? (
          <div className={styles.branchList}>
            <Empty text="未找到相关数据，换个关键词试试" />
          </div>
        ) : (
          <div className={styles.branchList} role="listbox" aria-label="开户行列表">
            {rows.map((b) => (
              <button key={b.id} type="button" role="option" aria-selected={b.id === currentId} className={styles.option} onClick={() => onPick(b)}>
                <span className={styles.optionText}>{b.name}</span>
                {b.id === currentId ? <CheckOutline className={styles.check} aria-hidden /> : null}
              </button>
            ))}
          </div>
        )}
      </div>
    </Popup>
  );
}
