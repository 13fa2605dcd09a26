import { Checkbox, Rate, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { levelLabel } from './evaluateText';
import ui from '@/components/my/ui.module.css';
import styles from './evaluate.module.css';

export type StarValue = {
  overall: number;
  dims: Record<string, number>;
  tags: string[];
  content: string;
  anonymous: boolean;
};

type Props = {
  value: StarValue;
  onChange: (next: StarValue) => void;
  dimensions: { id: string; name: string }[];
  tags: string[];
  allowAnonymous: boolean;
  maxLength?: number;
  /** The image uploader, when the review takes pictures. */
  uploader?: ReactNode;
};

/** 服务评分, per-dimension scores, tags, text, 匿名 (inventory my §6 "EvaluateStar"). */
export function StarForm({ value, onChange, dimensions, tags, allowAnonymous, maxLength = 500, uploader }: Props) {
  const set = (patch: Partial<StarValue>) => onChange({ ...value, ...patch });
  const setOverall = (n: number) => {
    // 5 overall fills every dimension with 5, as the original did.
    const dims = n === 5 ? Object.fromEntries(dimensions.map((d) => [d.id, 5])) : value.dims;
    set({ overall: n, dims });
  };
  return (
    <section className={ui.formCard} aria-label="评价表单">
      <div className={styles.row}>
        <span className={styles.rowName}>服务评分</span>
        <Rate value={value.overall} onChange={setOverall} aria-label="服务评分" style={{ '--star-size': '0.44rem', '--active-color': '#FFB400' }} />
        <span className={styles.level}>{levelLabel(value.overall)}</span>
      </div>
      {value.overall > 0
        ? dimensions.map((d) => (
            <div className={styles.row} key={d.id}>
              <span className={styles.rowName}>{d.name}</span>
              <Rate
                value={value.dims[d.id] ?? 0}
                onChange={(n) => set({ dims: { ...value.dims, [d.id]: n } })}
                aria-label={d.name}
                style={{ '--star-size': '0.36rem', '--active-color': '#FFB400' }}
              />
              <span className={styles.level}>{levelLabel(value.dims[d.id] ?? 0)}</span>
            </div>
          ))
        : null}
      {tags.length ? (
        <div className={ui.chips} role="group" aria-label="评价标签">
          {tags.map((t) => {
            const on = value.tags.includes(t);
            return (
              <button
                type="button"
                key={t}
                className={on ? ui.chipOn : ui.chip}
                aria-pressed={on}
                onClick={() => set({ tags: on ? value.tags.filter((x) => x !== t) : [...value.tags, t] })}
              >
                {t}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className={styles.text}>
        <label>
          <span className="visually-hidden">评价内容</span>
          <TextArea placeholder="请对服务进行评价~" value={value.content} onChange={(content) => set({ content })} maxLength={maxLength} showCount rows={5} />
        </label>
      </div>
      {uploader}
      {allowAnonymous ? (
        <div className={styles.anon}>
          <Checkbox checked={value.anonymous} onChange={(anonymous) => set({ anonymous })} style={{ '--icon-size': '0.32rem', '--font-size': '0.26rem' }}>
            匿名
          </Checkbox>
        </div>
      ) : null}
    </section>
  );
}
