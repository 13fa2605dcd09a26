import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { Popup } from '@/components/common/lazyAntd';
import { SALE_STATUS } from '@/lib/contract/activity/enums';
import { subsidySku, subsidySpec, type ActivityProduct, type SubsidySpec } from '@/services/activity';
import { LazyImage } from '@/components/common/LazyImage';
import { InlineLoading } from '@/components/common/InlineLoading';
import { choose, isComplete } from '@/components/detail/skuState';
import { grabHref, priceText } from './activityRules';
import styles from './subsidySheet.module.css';

const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

type Loaded = { spec: SubsidySpec; selection: string[]; current: ActivityProduct | null; note: string };

/**
 * 官方补贴's spec sheet (spec §7 "Subsidies"): the goods' specs, the subsidised values choosable, the chosen spec's
 * subsidy price and stock as the server answers them (get_spec, then find_sku on each choice), and 立即抢购 to the
 * normal checkout of that campaign product.
 */
export function SubsidySpecSheet({ product, onClose }: { product: ActivityProduct | null; onClose: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const id = product?.id ?? '';

  const load = useCallback(async (productId: string) => {
    const n = ++asked.current;
    setFailed('');
    setState(null);
    try {
      const spec = await subsidySpec({ id: productId });
      if (n !== asked.current) return;
      const selection = spec.attrs.map((a) => a.values.find((v) => spec.selectedValueIds.includes(v.id))?.id ?? '');
      setState({ spec, selection, current: spec.product, note: '' });
    } catch (e) {
      if (n === asked.current) setFailed(errText(e, '规格加载失败，请稍后再试'));
    }
  }, []);

  useEffect(() => {
    if (!id) return;
    const t = setTimeout(() => void load(id), 0);
    return () => clearTimeout(t);
  }, [id, load]);

  const pick = async (attrIndex: number, valueId: string) => {
    if (!state || !product) return;
    const selection = choose(state.selection, attrIndex, valueId);
    setState({ ...state, selection, current: null, note: '' });
    if (!isComplete(selection)) return;
    const n = ++asked.current;
    setBusy(true);
    try {
      const r = await subsidySku({ id: product.id, valueIds: selection.join(',') });
      if (n === asked.current) setState((s) => (s ? { ...s, current: r.product, note: '' } : s));
    } catch (e) {
      if (n === asked.current) setState((s) => (s ? { ...s, current: null, note: errText(e, '该规格暂不参与补贴，请选择其他规格') } : s));
    } finally {
      if (n === asked.current) setBusy(false);
    }
  };

  const cur = state?.current ?? null;
  const canBuy = !!cur && cur.saleStatus === SALE_STATUS.ON_SALE && cur.specialPriceFen > 0 && !busy;
  const shown = cur ?? state?.spec.product ?? product;

  return (
    <Popup visible={!!product} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: '0.24rem', borderTopRightRadius: '0.24rem' }} destroyOnClose>
      {product && shown ? (
        <div className={styles.sheet} role="dialog" aria-label="选择补贴规格">
          <div className={styles.head}>
            <LazyImage src={shown.imageUrl} alt={shown.skuName} width={90} height={90} fallback="goods" className={styles.img} />
            <div className={styles.headBody}>
              <p className={styles.name}>{state?.spec.goodsName ?? shown.skuName}</p>
              {cur ? (
                <>
                  <p className={styles.price}>
                    补贴价 {priceText(cur.specialPriceFen)}
                    {cur.skuPriceFen > cur.specialPriceFen ? <span className={styles.origin}>原价 {priceText(cur.skuPriceFen)}</span> : null}
                  </p>
                  <p className={styles.stock}>
                    剩余 {cur.left} 件 · 每人限购 {cur.perUserLimit} 件{cur.skuSpec ? ` · 已选：${cur.skuSpec}` : ''}
                  </p>
                </>
              ) : (
                <p className={styles.stock}>{busy ? '查询补贴价…' : '请选择规格'}</p>
              )}
            </div>
          </div>
          {failed ? (
            <>
              <p className={styles.note} role="alert">
                {failed}
              </p>
              <button type="button" className={`button-primary ${styles.retry}`} onClick={() => void load(product.id)}>
                重新加载
              </button>
            </>
          ) : !state ? (
            <InlineLoading />
          ) : (
            state.spec.attrs.map((attr, i) => (
              <div key={attr.id} className={styles.attr}>
                <p className={styles.attrName} id={`subsidy-attr-${attr.id}`}>
                  {attr.name}
                </p>
                <div className={styles.values} role="radiogroup" aria-labelledby={`subsidy-attr-${attr.id}`}>
                  {attr.values.map((v) => {
                    const checked = state.selection[i] === v.id;
                    return (
                      <button
                        key={v.id}
                        type="button"
                        role="radio"
                        aria-checked={checked}
                        disabled={!v.subsidised}
                        title={v.subsidised ? undefined : '该规格暂不参与补贴'}
                        className={`${styles.value} ${checked ? styles.checked : ''}`}
                        onClick={() => !checked && void pick(i, v.id)}
                      >
                        {v.name}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))
          )}
          {state?.note ? (
            <p className={styles.note} role="alert">
              {state.note}
            </p>
          ) : null}
          <button type="button" className={styles.buy} disabled={!canBuy} onClick={() => cur && void router.push(grabHref(cur.id))}>
            {cur && cur.saleStatus !== SALE_STATUS.ON_SALE ? cur.saleStatusLabel : '立即抢购'}
          </button>
        </div>
      ) : null}
    </Popup>
  );
}
