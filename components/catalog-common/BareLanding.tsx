import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { Avatar } from '@/components/common/Avatar';
import { GoodsCard } from '@/components/list/GoodsCard';
import { TradeCard } from '@/components/list/TradeCard';
import { CaseCard } from '@/components/case/CaseCard';
import type { BareKind, BareLandingData, BarePlanner } from '@/services/loaders/bareLanding';
import { StatePicture } from '@/components/common/Empty';
import styles from './bare.module.css';
import { pointText } from '@/lib/format';

type Copy = { header: string; title: string; text: string; more: { href: string; label: string } };

export const BARE_COPY: Record<BareKind, Copy> = {
  goods: {
    header: '商品详情',
    title: '该商品不存在或已下架',
    text: '链接中缺少商品信息，可能已失效或不完整。看看下面的热门服务吧。',
    more: { href: '/category', label: '全部服务' },
  },
  trade: {
    header: '商品详情',
    title: '该商品不存在或已下架',
    text: '链接中缺少交易商品信息，可能已失效或不完整。看看下面正在出售的公司、商标和专利吧。',
    more: { href: '/list/jyList', label: '交易大厅' },
  },
  planner: {
    header: '规划师',
    title: '未找到该规划师',
    text: '链接中缺少规划师信息，可能已失效或不完整。为您推荐以下口碑好的规划师。',
    more: { href: '/planner/list', label: '找规划师' },
  },
  store: {
    header: '店铺',
    title: '未找到该店铺',
    text: '链接中缺少店铺信息，可能已失效或不完整。可以从下面的规划师进入他们的店铺。',
    more: { href: '/planner/list', label: '找规划师' },
  },
  case: {
    header: '案例详情',
    title: '该案例不存在或已下架',
    text: '链接中缺少案例信息，可能已失效或不完整。看看其他客户的成功案例吧。',
    more: { href: '/caseexample', label: '案例广场' },
  },
  image: {
    header: '图片详情',
    title: '图片地址缺失',
    text: '这个链接没有带上要查看的图片，可能已失效或不完整。',
    more: { href: '/category', label: '全部服务' },
  },
};

function Section({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link href={more.href} className={styles.more}>
            {more.label}
            <RightOutline aria-hidden />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function PlannerRow({ p, store }: { p: BarePlanner; store: boolean }) {
  const href = store ? `/store/plannerStore?mchUserId=${encodeURIComponent(p.mchUserId)}` : `/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`;
  return (
    <Link href={href} className={styles.planner}>
      <Avatar src={p.avatar} size="0.88rem" alt={p.name} />
      <div className={styles.plannerBody}>
        <strong>{p.name}</strong>
        <span>
          {p.postName || '规划师'} · 薯片分 {pointText(p.point)}
        </span>
        <span className={styles.meta}>
          {p.payNum > 0 ? `成交 ${p.payNum}` : '新入驻'}
          {p.goodReputation ? ` · 好评 ${p.goodReputation}` : ''}
        </span>
      </div>
      <span className={styles.enter}>{store ? '进店' : '名片'}</span>
    </Link>
  );
}

/** The 200 page of a catalog route opened without its subject: what happened, a way back, real recommendations. */
export function BareLanding({ data }: { data: BareLandingData }) {
  const copy = BARE_COPY[data.kind];
  const nothing = !data.goods.length && !data.trades.length && !data.planners.length && !data.cases.length;
  return (
    <>
      <Seo title={`${copy.title} - 薯片企服`} description={copy.text} path={data.path} noindex />
      <HeaderBar title={copy.header} fixed />
      <div className={styles.page} data-testid="bare-landing" data-kind={data.kind}>
        <section className={styles.notice} role="status">
          <StatePicture kind="empty" />
          <h1>{copy.title}</h1>
          <p>{copy.text}</p>
          <div className={styles.actions}>
            <Link href="/" className={styles.primary}>
              返回首页
            </Link>
            <Link href={copy.more.href} className={styles.secondary}>
              {copy.more.label}
            </Link>
          </div>
        </section>

        {data.trades.length ? (
          <Section id="bare-trades" title="热门交易" more={{ href: '/list/jyList', label: '更多' }}>
            <div className={styles.list}>
              {data.trades.map((t) => (
                <TradeCard key={t.id} item={t} />
              ))}
            </div>
          </Section>
        ) : null}

        {data.planners.length && (data.kind === 'planner' || data.kind === 'store') ? (
          <Section id="bare-planners" title="推荐规划师" more={{ href: '/planner/list', label: '更多' }}>
            {data.planners.map((p) => (
              <PlannerRow key={p.mchUserId} p={p} store={data.kind === 'store'} />
            ))}
          </Section>
        ) : null}

        {data.cases.length ? (
          <Section id="bare-cases" title="精选案例" more={{ href: '/caseexample', label: '更多' }}>
            <div className={styles.list}>
              {data.cases.map((c) => (
                <CaseCard key={c.id} item={c} />
              ))}
            </div>
          </Section>
        ) : null}

        {data.goods.length ? (
          <Section id="bare-goods" title="热门服务" more={{ href: '/category', label: '全部服务' }}>
            <div className={styles.list}>
              {data.goods.map((g) => (
                <GoodsCard key={g.id} goods={g} />
              ))}
            </div>
          </Section>
        ) : null}

        {data.planners.length && data.kind !== 'planner' && data.kind !== 'store' ? (
          <Section id="bare-planners" title="推荐规划师" more={{ href: '/planner/list', label: '更多' }}>
            {data.planners.map((p) => (
              <PlannerRow key={p.mchUserId} p={p} store={false} />
            ))}
          </Section>
        ) : null}

        {nothing ? <p className={styles.empty}>暂时没有可推荐的内容，请返回首页看看。</p> : null}
      </div>
    </>
  );
}
