import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { errorText } from '@/lib/pageLoader';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { fenToYuan } from '@/lib/format';
import { withdraw } from '@/services/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PasswordPad } from '@/components/my/wallet/PasswordPad';
import { loadDraft, saveDraft, type WithdrawDraft } from '@/components/my/wallet/withdrawDraft';
import { cardLabel } from '@/components/my/wallet/withdrawRules';
import styles from '@/components/my/wallet/withdraw.module.css';

/** The pay-password codes: wrong (还可尝试N次), locked, unset. */
const PASSWORD_CODES = new Set([20201, 20204, 20203]);

/**
 * 支付密码验证 of a withdrawal (inventory my §2 withdraw/setPwd): sends the draft once with its idempotency key; a
 * draft already sent (back from the result page) or none at all goes back to the form.
 */
const WithdrawPasswordPage: PageWithLayout = () => {
  const router = useRouter();
  const [draft, setDraft] = useState<WithdrawDraft | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const d = loadDraft();
    if (!d || d.sentId) void router.replace('/my/wallet/withdraw');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft lives in sessionStorage, read after mount
    else setDraft(d);
  }, [router]);

  const submit = async (password: string) => {
    if (!draft || busy) return;
    if (password.length < 6) return void toast.warning('请输入6位提现密码');
    setBusy(true);
    setError('');
    try {
      const w = await withdraw({ amountFen: draft.amountFen, bankCardId: draft.card.id, payPassword: password, idempotencyKey: draft.idempotencyKey });
      saveDraft({ ...draft, sentId: w.id });
      void router.replace(`/my/wallet/withdraw/apply?id=${encodeURIComponent(w.id)}`);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : undefined;
      if (code !== undefined && PASSWORD_CODES.has(code)) setError(code === 20201 ? `密码错误请重新输入（${errorText(e)}）` : errorText(e));
      else {
        toast.warning(errorText(e, '提现失败，请稍后再试'));
        setError(errorText(e, '提现失败，请稍后再试'));
      }
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Seo title="支付密码验证" description="输入支付密码以确认提现。" path="/my/wallet/withdraw/setPwd" noindex />
      <HeaderBar title="支付密码验证" fixed />
      {draft ? (
        <>
          <p className={styles.notice} data-testid="withdraw-draft">
            提现 ¥{fenToYuan(draft.amountFen)} 到 {cardLabel(draft.card)}
          </p>
          <PasswordPad error={error} busy={busy} busyText="正在提交…" onSubmit={(p) => void submit(p)} back={router.asPath} />
        </>
      ) : (
        <InlineLoading />
      )}
    </div>
  );
};

WithdrawPasswordPage.getLayout = defaultLayout;
export default WithdrawPasswordPage;
