import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { resizeImage } from '@/lib/format';
import type { TradeDetail } from '@/services/goods';
import {
  ageText,
  capitalBucket,
  fieldList,
  fieldRaw,
  fieldText,
  formatCapital,
  formatDate,
  remainingText,
  splitItems,
  yearsBucket,
  EMPTY_VALUE,
} from './fields';
import { tradeInfoHref, tradeKindOf, type TradeKind, type TradeKey } from '@/lib/trade/kinds';
import { tradeCanonicalPath, type TradeDetailProps } from '@/services/loaders/trade';
import { TradeMissing } from './TradeDetailPage';
import { tradeTitle } from './TradeTitle';
import styles from './info.module.css';

type Row = { label: string; value: string; chips?: string[] };

const join = (...parts: string[]) => parts.filter((p) => p && p !== EMPTY_VALUE).join('，') || EMPTY_VALUE;

function companyRows(d: TradeDetail): Row[] {
  const f = d.fieldList;
  const founded = fieldRaw(f, 'registration_time');
  const capital = fieldRaw(f, 'registered_capital');
  return [
    { label: '企业名称', value: d.dzname || d.name },
    { label: '所属行业', value: fieldText(f, 'company_industry') },
    { label: '成立时间', value: join(formatDate(founded), ageText(founded) ? `已成立${ageText(founded)}` : '') },
    { label: '经营年限', value: yearsBucket(founded) || fieldText(f, 'registration_time') },
    { label: '注册资本', value: join(formatCapital(capital) || fieldText(f, 'registered_capital'), capitalBucket(capital) ? `属${capitalBucket(capital)}区间` : '') },
    { label: '纳税类型', value: fieldText(f, 'taxpayer_type') },
    { label: '注册区域', value: fieldText(f, 'registration_area') },
    { label: '开户信息', value: fieldText(f, 'bank_account_information') },
    { label: '经营范围', value: fieldText(f, 'business_scope') },
  ];
}

function brandRows(d: TradeDetail): Row[] {
  const f = d.fieldList;
  return [
    { label: '商标名称', value: d.showName || d.name },
    { label: '国际分类', value: fieldText(f, 'trademark_category') },
    { label: '注册号', value: fieldText(f, 'code') },
    { label: '商标状态', value: fieldText(f, 'trademark_status') },
    { label: '商标组合', value: fieldText(f, 'trademark_portfolio') },
    { label: '适用项目', value: fieldText(f, 'applicable_items'), chips: splitItems(fieldText(f, 'applicable_items')) },
    { label: '类似群组', value: fieldText(f, 'similar_group'), chips: splitItems(fieldText(f, 'similar_group')) },
  ];
}

function patentRows(d: TradeDetail): Row[] {
  const f = d.fieldList;
  return [
    { label: '专利名称', value: d.showName || d.name },
    { label: '专利类型', value: fieldText(f, 'patent_type') },
    { label: '专利号', value: fieldText(f, 'code') },
    { label: '法律状态', value: fieldText(f, 'patent_status') },
    { label: '专利分类', value: fieldText(f, 'patent_classification') },
    { label: '申请日期', value: fieldText(f, 'patent_date_of_application') },
    { label: '有效期至', value: fieldText(f, 'effective_date') },
    { label: '剩余保护期', value: remainingText(fieldRaw(f, 'effective_date')) || EMPTY_VALUE },
  ];
}

const ROWS: Partial<Record<TradeKey, (d: TradeDetail) => Row[]>> = { GS: companyRows, SB: brandRows, ZL: patentRows };

function InfoBody({ detail, kind }: { detail: TradeDetail; kind: TradeKind }) {
  const rows = ROWS[kind.key]?.(detail) ?? [];
  const logo = kind.key === 'SB' ? fieldList(detail.fieldList, 'logo_image')[0] || detail.goodsImg : '';
  return (
    <>
      <section className={styles.head} aria-label="交易商品">
        {logo ? <img src={resizeImage(logo, 240, 240)} alt={`${detail.showName || detail.name}商标图样`} width={120} height={120} className={styles.logo} /> : null}
        <div className={styles.headText}>
          <p className={styles.kind}>{kind.tradeName}</p>
          <h2 className={styles.name}>{tradeTitle(detail, kind)}</h2>
          <p className={styles.price}>{detail.priceText}</p>
        </div>
      </section>
      <section className={styles.card} aria-label={kind.infoTitle}>
        <h2 className={styles.cardTitle}>{kind.infoTitle}</h2>
        <dl className={styles.rows}>
          {rows.map((r) => (
            <div key={r.label} className={styles.row}>
              <dt>{r.label}</dt>
              <dd>
                {r.chips && r.chips.length > 1 ? (
                  <span className={styles.chips}>
                    {r.chips.map((c) => (
                      <span key={c}>{c}</span>
                    ))}
                  </span>
                ) : (
                  r.value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>以上信息由转让方提供，仅供参考；签约前请与规划师核实最新档案。</p>
      </section>
      <Link href={tradeCanonicalPath(detail)} className={styles.back}>
        查看交易详情并咨询规划师 <RightOutline aria-hidden />
      </Link>
    </>
  );
}

/** /detail/info/{company,brand,patent}: what a listing's subject is — business registration, trademark or patent. */
export const TradeInfoPage: PageWithLayout<TradeDetailProps> = ({ detail, error }) => {
  const kind = detail ? tradeKindOf(detail.dictCode, detail.tradeKey, detail.typeCode) : null;
  if (!detail || !kind?.infoTitle) return <TradeMissing error={error} title="商品信息" />;
  const name = tradeTitle(detail, kind);
  return (
    <>
      <Seo
        title={`${name}${kind.infoTitle}_${kind.tradeName}-薯片企服`}
        description={`${name}的${kind.infoTitle}：${ROWS[kind.key]?.(detail)
          .slice(1, 5)
          .map((r) => `${r.label}${r.value}`)
          .join('，')}。`}
        path={tradeInfoHref(kind, detail.id) ?? tradeCanonicalPath(detail)}
      />
      <HeaderBar title={kind.infoTitle} fixed />
      <div className={styles.page}>
        <InfoBody detail={detail} kind={kind} />
      </div>
    </>
  );
};

TradeInfoPage.getLayout = defaultLayout;
