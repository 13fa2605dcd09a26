import styles from './score.module.css';

export type RadarAxis = { name: string; score: number | null; peerAverage: number };

const SIZE = 300;
const C = SIZE / 2;
const R = 96;

/** The corner of axis `i` of `n` at `value` (0–100), starting at the top and going clockwise. */
export function radarPoint(i: number, n: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const r = (Math.max(0, Math.min(100, value)) / 100) * R;
  return [Math.round((C + r * Math.cos(angle)) * 10) / 10, Math.round((C + r * Math.sin(angle)) * 10) / 10];
}

export const radarPolygon = (values: number[]) => values.map((v, i) => radarPoint(i, values.length, v).join(',')).join(' ');

/** 各项指标对比同行: this planner's dimensions (blue) over the peers' average (orange). */
export function ScoreRadar({ axes }: { axes: RadarAxis[] }) {
  if (axes.length < 3) return null;
  const n = axes.length;
  const mine = axes.every((a) => a.score !== null) ? axes.map((a) => a.score as number) : null;
  return (
    <figure className={styles.radar}>
      <svg viewBox={`0 12 ${SIZE} ${SIZE - 36}`} role="img" aria-label={axes.map((a) => `${a.name}${a.score ?? '--'}分，同行平均${a.peerAverage}分`).join('；')}>
        {[25, 50, 75, 100].map((level) => (
          <polygon key={level} points={radarPolygon(axes.map(() => level))} className={styles.grid} />
        ))}
        {axes.map((a, i) => {
          const [x, y] = radarPoint(i, n, 100);
          return <line key={a.name} x1={C} y1={C} x2={x} y2={y} className={styles.axis} />;
        })}
        <polygon points={radarPolygon(axes.map((a) => a.peerAverage))} className={styles.peers} />
        {mine ? <polygon points={radarPolygon(mine)} className={styles.mine} /> : null}
        {axes.map((a, i) => {
          const [x, y] = radarPoint(i, n, 124);
          return (
            <text key={a.name} x={x} y={y} className={styles.label} textAnchor={Math.abs(x - C) < 4 ? 'middle' : x > C ? 'start' : 'end'} dominantBaseline="middle">
              {a.name}
            </text>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        {mine ? (
          <span>
            <i className={styles.legendMine} aria-hidden />
            该规划师
          </span>
        ) : null}
        <span>
          <i className={styles.legendPeers} aria-hidden />
          同行平均
        </span>
      </figcaption>
    </figure>
  );
}
