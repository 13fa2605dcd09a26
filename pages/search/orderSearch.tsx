import { useRouter } from 'next/router';
import { useMemo, useState, type FormEvent } from 'react';
import { useClientReady } from '@/components/common/useClientReady';
import { Dialog } from '@/components/common/lazyAntd';
import { DeleteOutline, SearchOutline } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { addHistory, clearHistory, readHistory } from '@/components/search/history';
import styles from '@/components/order/search.module.css';

/** Where an order or after-sale number is looked up (inventory catalog §17.1). */
const orderSearchTarget = (word: string) => `/my/afterSale/list?id=${encodeURIComponent(word)}`;

/** 订单搜索: an order or after-sale number, with its own history (kept apart from goods keywords). */
const OrderSearchPage: PageWithLayout = () => {
  const router = useRouter();
  const [text, setText] = useState('');
  const ready = useClientReady();
  const stored = useMemo(() => (ready ? readHistory('order') : []), [ready]);
  const [changed, setHistory] = useState<string[] | null>(null);
  const history = changed ?? stored;

  const go = (word: string) => {
    const w = word.trim();
    if (!w) return;
    setHistory(addHistory('order', w));
    void router.push(orderSearchTarget(w));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };
  const wipe = async () => {
    if (!(await Dialog.confirm({ content: '确定清空搜索历史？', confirmText: '清空', cancelText: '取消' }))) return;
    clearHistory('order');
    setHistory([]);
  };

  return (
    <div className={styles.page}>
      <Seo title="订单搜索" description="按订单编号或售后单号查找。" path="/search/orderSearch" noindex />
      <form className={styles.bar} role="search" onSubmit={submit}>
        <label className={styles.box}>
          <SearchOutline aria-hidden />
          <input
            type="search"
            enterKeyHint="search"
            placeholder="订单编号/售后单号"
            aria-label="订单编号/售后单号"
            value={text}
            maxLength={40}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
        </label>
        <button type="button" className={styles.cancel} onClick={() => router.back()}>
          取消
        </button>
      </form>
      {history.length ? (
        <section className={styles.history} aria-label="搜索历史">
          <header className={styles.head}>
            <h2>搜索历史</h2>
            <button type="button" aria-label="清空搜索历史" onClick={() => void wipe()}>
              <DeleteOutline />
            </button>
          </header>
          <div className={styles.chips}>
            {history.map((w) => (
              <button type="button" key={w} className={styles.chip} onClick={() => go(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      ) : (
        <p className={styles.hint}>输入订单编号或售后单号查找</p>
      )}
    </div>
  );
};

OrderSearchPage.getLayout = defaultLayout;
export default OrderSearchPage;
