import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { resizeImage } from '@/lib/format';
import type { TradeDetail } from '@/services/goods';
import { ageText, fieldList, fieldRaw, fieldText, formatCapital, remainingText, EMPTY_VALUE } from './fields';
import { tradeInfoHref, type TradeKey, type TradeKind } from '@/lib/trade/kinds';
import { TradeBasicInfo } from './TradeBasicInfo';
import styles from './trade.module.css';

type Fact = { label: string; value: string };

/** Three facts a buyer of this kind looks at first, above the full field list. */
function KeyFacts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((f) => f.value && f.value !== EMPTY_VALUE);
  if (!shown.length) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((f) => (
        <div key={f.label}>
          <dd>{f.value}</dd>
          <dt>{f.label}</dt>
        </div>
      ))}
    </dl>
  );
}

function InfoLink({ kind, id }: { kind: TradeKind; id: string }) {
  const href = tradeInfoHref(kind, id);
  if (!href) return null;
  return (
    <Link href={href} className={styles.infoLink}>
      查看{kind.infoTitle}
      <RightOutline aria-hidden />
    </Link>
  );
}

type SectionProps = { detail: TradeDetail; kind: TradeKind };

function CompanySection({ detail, kind }: SectionProps) {
  const f = detail.fieldList;
  const capital = formatCapital(fieldRaw(f, 'registered_capital')) || fieldText(f, 'registered_capital');
  return (
    <>
      <KeyFacts
        facts={[
          { label: '成立年限', value: ageText(fieldRaw(f, 'registration_time')) || fieldText(f, 'registration_time') },
          { label: '注册资本', value: capital },
          { label: '纳税类型', value: fieldText(f, 'taxpayer_type') },
        ]}
      />
      <TradeBasicInfo rows={detail.basicInfo} />
      <InfoLink kind={kind} id={detail.id} />
    </>
  );
}

function BrandSection({ detail, kind }: SectionProps) {
  const f = detail.fieldList;
  const logo = fieldList(f, 'logo_image')[0] || detail.goodsImg;
  return (
    <>
      <div className={styles.brandHead}>
        {logo ? <img src={resizeImage(logo, 200, 200)} alt={`${detail.showName || detail.name}商标图样`} width={100} height={100} className={styles.brandLogo} /> : null}
        <div className={styles.brandText}>
          <p className={styles.brandClass}>{fieldText(f, 'trademark_category')}</p>
          <p className={styles.brandMeta}>注册号 {fieldText(f, 'code')}</p>
          <p className={styles.brandMeta}>状态 {fieldText(f, 'trademark_status')}</p>
        </div>
      </div>
      <TradeBasicInfo rows={detail.basicInfo} />
      <InfoLink kind={kind} id={detail.id} />
    </>
  );
}

function PatentSection({ detail, kind }: SectionProps) {
  const f = detail.fieldList;
  return (
    <>
      <KeyFacts
        facts={[
          { label: '专利类型', value: fieldText(f, 'patent_type') },
          { label: '剩余保护期', value: remainingText(fieldRaw(f, 'effective_date')) },
          { label: '法律状态', value: fieldText(f, 'patent_status') },
        ]}
      />
      <TradeBasicInfo rows={detail.basicInfo} />
      <InfoLink kind={kind} id={detail.id} />
    </>
  );
}

function QualificationSection({ detail }: SectionProps) {
  return (
    <>
      <TradeBasicInfo rows={detail.basicInfo} />
      {detail.qualificationRows.length ? (
        <section className={styles.block} aria-label="资质信息">
          <h2 className={styles.blockTitle}>资质信息</h2>
          <table className={styles.qftTable}>
            <thead>
              <tr>
                <th scope="col">资质分类</th>
                <th scope="col">资质专业</th>
                <th scope="col">资质等级</th>
              </tr>
            </thead>
            <tbody>
              {detail.qualificationRows.map((r, i) => (
                <tr key={`${i}-${r.category}-${r.major}`}>
                  <td>{r.category}</td>
                  <td>{r.major}</td>
                  <td>{r.level}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}

const SECTIONS: Record<TradeKey, (p: SectionProps) => React.ReactNode> = {
  GS: CompanySection,
  SB: BrandSection,
  ZL: PatentSection,
  ZZ: QualificationSection,
};

/** The fields of a listing laid out for its kind (company, trademark, patent, qualification). */
export function TradeKindSection({ detail, kind }: SectionProps) {
  const Section = SECTIONS[kind.key];
  return <Section detail={detail} kind={kind} />;
}
