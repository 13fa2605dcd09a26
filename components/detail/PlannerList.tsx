import Link from 'next/link';
import { MessageOutline, PhoneFill } from 'antd-mobile-icons';
import { Avatar } from '@/components/common/Avatar';
import { DialSheet } from '@/components/consult/DialSheet';
import { plannerHref } from '@/components/consult/ConsultCard';
import { usePhoneContact } from '@/components/consult/usePhoneContact';
import { startChat, warmChat, type StartChatParams } from '@/components/chat/openChat';
import { RECOMMEND_SCENE } from '@/lib/contract/planner/enums';
import { recommendPlanner } from '@/services/planner';
import type { GoodsDetail } from '@/services/goods';
import { useClientData } from './useClientData';
import styles from './sections.module.css';
import { pointText } from '@/lib/format';

type Props = {
  goods: GoodsDetail;
  chatGoods: StartChatParams['goods'];
  /** 推荐规划师, or 推荐经纪人 on the law page. */
  title?: string;
};

/** 推荐规划师 (inventory §7.1 block 8): three planners for this goods and city, each with chat and phone. */
export function PlannerList({ goods, chatGoods, title = '推荐规划师' }: Props) {
  const phone = usePhoneContact();
  const { data, anchor } = useClientData(
    () =>
      recommendPlanner({
        sceneId: RECOMMEND_SCENE.PLANNER_LIST,
        limit: 3,
        page: 1,
        productId: goods.id,
        productType: 'PRO_CLASS_TYPE_SERVICE',
        firstTypeCode: goods.classCodeOne,
        level_2_ID: goods.classCodeTwo,
      }),
    [goods.id],
    { whenVisible: true },
  );
  const planners = data?.records ?? [];
  // Asked for once the block is near the screen: a visitor who never scrolls this far costs no request and no render.
  if (!planners.length) return <div ref={anchor} aria-hidden />;
  const req = { requireCode: goods.classCodeOne, requireName: goods.classNameOne };

  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <ul>
        {planners.map((p) => (
          <li key={p.mchUserId} className={styles.planner}>
            <Link href={plannerHref(p, req.requireCode, req.requireName)} className={styles.plannerMain}>
              <Avatar src={p.avatar} size="0.88rem" alt={p.name} />
              <div className={styles.plannerInfo}>
                <p className={styles.plannerName}>
                  {p.name}
                  {p.postName ? <span className={styles.post}>{p.postName}</span> : null}
                </p>
                <p className={styles.plannerStats}>
                  <b>{pointText(p.point)}</b>薯片分 | <b>{p.payNum}</b>服务次数
                </p>
                {p.tagNameList.length ? (
                  <p className={styles.plannerTags}>
                    {p.tagNameList.slice(0, 3).map((t) => (
                      <span key={t}>{t}</span>
                    ))}
                  </p>
                ) : null}
              </div>
            </Link>
            <button
              type="button"
              className={styles.round}
              aria-label={`在线咨询${p.name}`}
              onPointerDown={warmChat}
              onClick={() => void startChat({ plannerId: p.mchUserId, plannerName: p.name, plannerType: p.type, goods: chatGoods, ...req })}
            >
              <MessageOutline aria-hidden />
            </button>
            <button
              type="button"
              className={styles.round}
              aria-label={`电话联系${p.name}`}
              onClick={() => void phone.call({ plannerId: p.mchUserId, ...req })}
            >
              <PhoneFill aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <DialSheet dial={phone.dial} onClose={phone.closeDial} />
    </section>
  );
}
