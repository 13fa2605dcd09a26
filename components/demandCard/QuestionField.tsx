import { useState } from 'react';
import { Slider } from 'antd-mobile';
import { Picker } from '@/components/common/lazyAntd';
import { DownOutline } from 'antd-mobile-icons';
import { parseRange, rangeText } from '@/lib/contract/demandCard/answers';
import { ANY, type PickerQuestion, type PillsQuestion, type Question, type RangeQuestion } from '@/lib/contract/demandCard/questions';
import styles from './demandCard.module.css';

type FieldProps<Q extends Question> = { q: Q; value: string; onChange: (v: string) => void };

function Pills({ q, value, onChange }: FieldProps<PillsQuestion>) {
  return (
    <div className={styles.pills} role="radiogroup" aria-label={q.key}>
      {q.options.map((o) => (
        <button key={o} type="button" role="radio" aria-checked={value === o} className={value === o ? styles.pillOn : styles.pill} onClick={() => onChange(o)}>
          {o}
        </button>
      ))}
    </div>
  );
}

/** A cell opening a bottom picker (主营业务, 行业, a district …). */
function PickerCell({ q, options, placeholder, value, onChange }: FieldProps<PickerQuestion | Question> & { options: readonly string[]; placeholder: string }) {
  const [open, setOpen] = useState(false);
  const title = 'title' in q ? q.title : q.key;
  const hot = q.kind === 'picker' ? (q.hot ?? []) : [];
  return (
    <>
      <button type="button" className={styles.cell} aria-label={`${q.key}：${value || placeholder}`} onClick={() => setOpen(true)}>
        <span className={value ? '' : styles.placeholder}>{value || placeholder}</span>
        <DownOutline aria-hidden fontSize="0.24rem" />
      </button>
      <Picker
        title={title}
        visible={open}
        columns={[options.map((o) => ({ label: hot.includes(o) ? `${o} HOT` : o, value: o }))]}
        value={[value || options[0]]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange(String(v[0] ?? ''))}
      />
    </>
  );
}

function Range({ q, value, onChange }: FieldProps<RangeQuestion>) {
  const [low, high] = parseRange(q, value) ?? q.initial;
  const change = (v: number | [number, number]) => {
    if (!Array.isArray(v)) return;
    let [a, b] = v;
    a = Math.max(q.min, a);
    // The handles never meet: the higher one stays at least one step above.
    if (b <= a) b = Math.min(q.max, a + q.step);
    if (b <= a) a = b - q.step;
    onChange(rangeText(q, [a, b]));
  };
  return (
    <>
      <p className={styles.rangeValue} aria-live="polite">
        {low}-{high}
        {q.unit}
      </p>
      <Slider range min={q.min} max={q.max} step={q.step} value={[low, high]} onChange={change} aria-label={q.key} />
      <div className={styles.scale} aria-hidden>
        {q.scale.map((s) => (
          <span key={s}>{s}</span>
        ))}
      </div>
    </>
  );
}

/** One question of the first step: its text, and pills, a picker cell, a district cell or a range. */
export function QuestionField({ q, value, onChange, districts }: FieldProps<Question> & { districts: readonly string[] }) {
  return (
    <fieldset className={styles.q}>
      <legend className={styles.qLabel}>{q.label}</legend>
      {q.sub ? <p className={styles.qSub}>{q.sub}</p> : null}
      {q.kind === 'pills' ? <Pills q={q} value={value} onChange={onChange} /> : null}
      {q.kind === 'picker' ? <PickerCell q={q} options={q.anyText ? [q.anyText, ...q.options] : q.options} placeholder={q.anyText ?? '请选择'} value={value} onChange={onChange} /> : null}
      {q.kind === 'district' ? <PickerCell q={q} options={[ANY, ...districts]} placeholder={ANY} value={value} onChange={onChange} /> : null}
      {q.kind === 'range' ? <Range q={q} value={value} onChange={onChange} /> : null}
    </fieldset>
  );
}
