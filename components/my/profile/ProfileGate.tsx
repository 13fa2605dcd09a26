import Head from 'next/head';
import type { ReactNode } from 'react';
import type { UserProfile } from '@/services/auth';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useProfile } from './useProfile';
import styles from './profile.module.css';

type Props = {
  /** The server-rendered profile (null inside the app before the bridge's user), and the loader's error text. */
  initial: UserProfile | null;
  error: string;
  title: string;
  children: (profile: UserProfile, apply: (next: UserProfile) => void) => ReactNode;
};

/** The profile pages' first screen: their content once the profile is there, else loading or the error with a retry. */
export function ProfileGate({ initial, error, title, children }: Props) {
  const profile = useProfile(initial);
  if (profile.data) return <>{children(profile.data, profile.apply)}</>;
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title={title} fixed />
      <LoadBlock loading={profile.loading} error={profile.error || error} onRetry={() => void profile.reload()}>
        {null}
      </LoadBlock>
    </div>
  );
}
