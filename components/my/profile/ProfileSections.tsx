import { useState } from 'react';
import { sexLabel } from '@/lib/contract/auth/enums';
import { maskPhone, placeText } from '@/lib/format';
import type { UserProfile } from '@/services/auth';
import { AvatarEditor } from './AvatarEditor';
import { BirthdayPicker } from './BirthdayPicker';
import { InfoRow } from './InfoRow';
import { RegionPicker } from './RegionPicker';
import { SexSheet } from './SexSheet';
import styles from './profile.module.css';

type Sheet = 'birthday' | 'sex' | 'region' | null;

const withQuery = (path: string, key: string, value: string) => (value ? `${path}?${key}=${encodeURIComponent(value)}` : path);

/** 个人信息 (inventory my §12), and the account's phone and password: each row opens its editor. */
export function ProfileSections({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const region = placeText(profile.province, profile.city);
  return (
    <>
      <section className={styles.group} aria-label="基本资料">
        <AvatarEditor avatar={profile.url} onSaved={onSaved} />
        <InfoRow label="昵称" value={profile.nickName} href={withQuery('/my/info/nickname', 'nickName', profile.nickName)} />
        <InfoRow label="生日" value={profile.birthday} onClick={() => setSheet('birthday')} />
        <InfoRow label="性别" value={sexLabel(profile.sex)} onClick={() => setSheet('sex')} />
        <InfoRow
          label="个人简介"
          value={profile.briefIntroduction}
          href={withQuery('/my/info/personalProfile', 'content', profile.briefIntroduction)}
        />
      </section>
      <section className={styles.group} aria-label="联系方式">
        <InfoRow label="电子邮箱" value={profile.email} href={withQuery('/my/info/email', 'email', profile.email)} />
        <InfoRow label="所在地区" value={region} onClick={() => setSheet('region')} />
      </section>
      <section className={styles.group} aria-label="账号与安全">
        <InfoRow label="手机号" value={maskPhone(profile.decodePhone, '')} href="/my/settings/phoneVerify" />
        <InfoRow label="登录密码" value={profile.hasPassword ? '已设置' : '未设置'} href="/my/settings/setPassword" />
      </section>
      <BirthdayPicker visible={sheet === 'birthday'} value={profile.birthday} onClose={close} onSaved={onSaved} />
      <SexSheet visible={sheet === 'sex'} value={profile.sex} onClose={close} onSaved={onSaved} />
      <RegionPicker visible={sheet === 'region'} provinceCode={profile.provinceCode} cityCode={profile.cityCode} onClose={close} onSaved={onSaved} />
    </>
  );
}
