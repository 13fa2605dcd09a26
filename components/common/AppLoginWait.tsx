import { Button } from 'antd-mobile';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { promptLogin } from './appUser';
import { StateBlock } from './Empty';
import { InlineLoading } from './InlineLoading';

/**
 * In place of a page the server rendered inside the native app before the app handed over its session
 * (lib/pageLoader AwaitingAppProps): the boot takes the user from the bridge and renders the page again. When the app
 * has no user either (the native login was closed), the 登录 button asks it again.
 */
export function AppLoginWait() {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const login = async () => {
    setAsking(true);
    try {
      if (await promptLogin(router.asPath)) await router.replace(router.asPath, undefined, { scroll: false });
    } finally {
      setAsking(false);
    }
  };
  return (
    <main>
      <InlineLoading text="正在读取 App 的登录状态" />
      <StateBlock kind="login" text="登录后即可查看此页面">
        <Button color="primary" size="small" loading={asking} onClick={() => void login()} style={{ marginTop: '0.32rem' }}>
          登录
        </Button>
      </StateBlock>
    </main>
  );
}
