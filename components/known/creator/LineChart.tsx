import { labelIndexes, linePoints, pointsAttr, shortDay, ticks, valueScale, type ChartBox } from './chartMath';
import styles from './creator.module.css';

export type ChartSeries = { name: string; colour: string; values: number[] };

const BOX: ChartBox = { width: 340, height: 180, left: 34, right: 18, top: 12, bottom: 26 };

/** A small line chart: days along the bottom, one coloured line per series, a legend above. */
export function LineChart({ days, series, label }: { days: string[]; series: ChartSeries[]; label: string }) {
  const scale = valueScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const yOf = (v: number) => BOX.top + (BOX.height - BOX.top - BOX.bottom) * (1 - v / scale.max);
  const xs = linePoints(days.map(() => 0), scale.max, BOX).map((p) => p.x);
  return (
    <figure className={styles.chart}>
      <ul className={styles.legend}>
        {series.map((s) => (
          <li key={s.name}>
            <i style={{ background: s.colour }} aria-hidden />
            {s.name}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={label} className={styles.chartSvg}>
        {ticks(scale).map((t) => (
          <g key={t}>
            <line x1={BOX.left} x2={BOX.width - BOX.right} y1={yOf(t)} y2={yOf(t)} stroke="#eee" />
            <text x={BOX.left - 6} y={yOf(t) + 4} textAnchor="end" className={styles.axisText}>
              {t}
            </text>
          </g>
        ))}
        {labelIndexes(days.length).map((i) => (
          <text key={days[i]} x={xs[i]} y={BOX.height - 6} textAnchor="middle" className={styles.axisText}>
            {shortDay(days[i])}
          </text>
        ))}
        {series.map((s) => (
          <polyline key={s.name} points={pointsAttr(linePoints(s.values, scale.max, BOX))} fill="none" stroke={s.colour} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        ))}
      </svg>
      <figcaption className={styles.srOnly}>
        {series.map((s) => `${s.name}：${s.values.join('、')}`).join('；')}
      </figcaption>
    </figure>
  );
}
