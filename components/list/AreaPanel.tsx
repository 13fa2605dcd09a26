import { useEffect, useState } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import { cmsCodeTier, type DictTierItem } from '@/services/dict';
import { InlineLoading } from '@/components/common/InlineLoading';
import { EMPTY_REGION, type RegionSel } from '@/lib/list/tradeFilter';
import styles from './filters.module.css';

/** The national region tree, fetched once per page load when a region filter first opens. */
let tierCache: Promise<DictTierItem[]> | null = null;
const loadTier = () => (tierCache ??= cmsCodeTier('2147483647').catch((e) => ((tierCache = null), Promise.reject(e))));

const node = (n: DictTierItem) => ({ code: n.code, name: n.name });

/** 全国 → province → city → districts (several), with 不限 at each level (inventory §5.2 region filter). */
export function AreaPanel({ value, onChange }: { value: RegionSel; onChange: (r: RegionSel) => void }) {
  const [tree, setTree] = useState<DictTierItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadTier().then(
      (t) => live && setTree(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <p className={styles.panel}>地区加载失败，请稍后重试</p>;
  if (!tree) return <InlineLoading />;
  const province = tree.find((p) => p.code === value.province?.code);
  const city = province?.children.find((c) => c.code === value.city?.code);

  const cell = (key: string, label: string, on: boolean, onClick: () => void, check = false) => (
    <li key={key}>
      <button type="button" aria-pressed={on} className={on ? styles.leftOn : styles.left} onClick={onClick}>
        <span>{label}</span>
        {check && on ? <CheckOutline aria-hidden /> : null}
      </button>
    </li>
  );

  return (
    <div className={styles.area}>
      <ul className={styles.areaCol} aria-label="省份">
        {cell('all', '全国', !value.province, () => onChange(EMPTY_REGION))}
        {tree.map((p) => cell(p.code, p.name, p.code === value.province?.code, () => onChange({ province: node(p), city: null, districts: [] })))}
      </ul>
      <ul className={styles.areaCol} aria-label="城市">
        {province ? (
          <>
            {cell('all', '不限', !value.city, () => onChange({ province: node(province), city: null, districts: [] }))}
            {province.children.map((c) =>
              cell(c.code, c.name, c.code === value.city?.code, () => onChange({ province: node(province), city: node(c), districts: [] })),
            )}
          </>
        ) : null}
      </ul>
      <ul className={styles.areaCol} aria-label="区县">
        {province && city ? (
          <>
            {cell('all', '不限', !value.districts.length, () => onChange({ ...value, districts: [] }), true)}
            {city.children.map((d) => {
              const on = value.districts.some((x) => x.code === d.code);
              return cell(
                d.code,
                d.name,
                on,
                () => onChange({ ...value, districts: on ? value.districts.filter((x) => x.code !== d.code) : [...value.districts, node(d)] }),
                true,
              );
            })}
          </>
        ) : null}
      </ul>
    </div>
  );
}
