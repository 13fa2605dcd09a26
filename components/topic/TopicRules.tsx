import styles from './topic.module.css';

/** 活动规则 at the foot of a topic page (the head's 规则 chip jumps here). */
export function TopicRules({ rules }: { rules: string[] }) {
  if (!rules.length) return null;
  return (
    <section id="topic-rules" className={styles.rules} aria-labelledby="topic-rules-title">
      <h2 id="topic-rules-title">活动规则</h2>
      <ol>
        {rules.map((r, i) => (
          <li key={i}>{r}</li>
        ))}
      </ol>
    </section>
  );
}
