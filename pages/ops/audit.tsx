import { useCallback, useState, type FormEvent } from 'react';
import { chinaDateTime } from '@/lib/chinaTime';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsAudit } from '@/services/ops';
import { usePagedList } from '@/components/planner/usePagedList';
import { OpsListEnd, OpsShell } from '@/components/ops/OpsShell';
import { auditChanges } from '@/components/ops/auditChanges';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();


function AuditLog() {
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  const fetchPage = useCallback((page: number) => opsAudit({ q, page }), [q]);
  const list = usePagedList(fetchPage, `audit|${q}`, null);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(words.trim());
  };
  return (
    <>
      <form className={styles.search} role="search" onSubmit={search}>
        <input aria-label="搜索审计日志" placeholder="对象ID、操作人或内容" value={words} maxLength={50} onChange={(e) => setWords(e.target.value)} />
        <button type="submit" className={styles.primary}>
          搜索
        </button>
      </form>
      <p className={styles.meta}>平台的每一次决定（运营工作台或 X-Operator-Token 脚本），新的在前；共 {list.total} 条。</p>
      <div style={{ overflowX: 'auto' }}>
        <table className={styles.table} aria-label="审计日志">
          <thead>
            <tr>
              <th>时间</th>
              <th>操作人</th>
              <th>操作</th>
              <th>对象</th>
              <th>内容</th>
              <th>变化</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((a) => (
              <tr key={a.id}>
                <td>{chinaDateTime(a.at)}</td>
                <td>
                  {a.actorName}
                  {a.actorKind === 'token' ? '（脚本）' : ''}
                </td>
                <td>{a.action}</td>
                <td>
                  {a.objectType}
                  <br />
                  <code>{a.objectId}</code>
                </td>
                <td>{a.summary}</td>
                <td>
                  {auditChanges(a.before, a.after).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OpsListEnd list={list} empty={q ? '没有找到相关记录' : '还没有任何记录'} />
    </>
  );
}

/** 审计日志: who decided what, when, and the object before and after. */
const OpsAuditPage: PageWithLayout = () => (
  <OpsShell title="审计日志">
    <AuditLog />
  </OpsShell>
);

OpsAuditPage.getLayout = defaultLayout;
export default OpsAuditPage;
