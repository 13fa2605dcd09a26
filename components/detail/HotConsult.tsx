import { useState } from 'react';
import { LoopOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { startChat } from '@/components/chat/openChat';
import { useEmojiClear } from '@/lib/emoji';
import { toast } from '@/lib/toast';
import { getInformationContent } from '@/services/category';
import type { GoodsDetail } from '@/services/goods';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import { useClientData } from './useClientData';
import styles from './sections.module.css';

type Props = { goods: GoodsDetail; planner: ConsultPlanner | null };

/**
 * 热门咨询 (inventory §7.1 block 9): questions others asked about this kind of service, 4 at a time with 换一换,
 * and a quick question box. Asking opens the chat with the page's planner.
 */
export function HotConsult({ goods, planner }: Props) {
  const [page, setPage] = useState(1);
  const [question, setQuestion] = useState('');
  const emoji = useEmojiClear(setQuestion);
  const { data, anchor } = useClientData(
    () => getInformationContent({ twoLevelCategoryCode: goods.classCodeTwo, page, limit: 4, contentType: 1 }),
    [goods.classCodeTwo, page],
    { whenVisible: true },
  );
  // Without a planner to ask there is nothing to show, and nothing is asked for; otherwise asked for near the screen.
  if (!planner) return null;
  if (!data?.rows.length) return <div ref={anchor} aria-hidden />;

  const ask = (text: string) =>
    void startChat({ plannerId: planner.mchUserId, plannerName: planner.name, plannerType: planner.type, requireCode: goods.classCodeOne, requireName: goods.classNameOne, text });
  const submit = () => {
    const text = question.trim();
    if (!text) return toast.warning('提问内容不能为空');
    ask(text);
  };

  return (
    <section className={styles.block} aria-label="热门咨询">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>热门咨询</h2>
        {data.totalPage > 1 ? (
          <button type="button" className={styles.swap} onClick={() => setPage(page >= data.totalPage ? 1 : page + 1)}>
            <LoopOutline aria-hidden /> 换一换
          </button>
        ) : null}
      </div>
      <ul className={styles.questions}>
        {data.rows.map((q) => (
          <li key={q.id}>
            <button type="button" onClick={() => ask(q.content)}>
              <QuestionCircleOutline aria-hidden />
              <span>{q.content}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.ask}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          value={question}
          maxLength={20}
          placeholder="您的疑问第一时间为您解答"
          aria-label="快速提问"
          onChange={(e) => setQuestion(e.target.value)}
          {...emoji}
        />
        <button type="submit">提问</button>
      </form>
    </section>
  );
}
