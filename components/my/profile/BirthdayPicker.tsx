import { DatePicker } from '@/components/common/lazyAntd';
import { OLDEST_BIRTH_YEAR, chinaDate, latestBirthday } from '@/lib/contract/auth/enums';
import type { UserProfile } from '@/services/auth';
import { PROFILE_FIELD, saveField } from './saveField';

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const dateOf = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};

type Props = { visible: boolean; value: string; onClose: () => void; onSaved: (p: UserProfile) => void };

/** 设置生日: from 1900 to 31 December eighteen years back (the original's range); saved on confirm. */
export function BirthdayPicker({ visible, value, onClose, onSaved }: Props) {
  const max = latestBirthday(chinaDate(new Date()));
  return (
    <DatePicker
      visible={visible}
      title="设置生日"
      min={new Date(OLDEST_BIRTH_YEAR, 0, 1)}
      max={dateOf(max)}
      defaultValue={dateOf(value || `${Number(max.slice(0, 4)) - 12}-01-01`)}
      onClose={onClose}
      onConfirm={(d) => void saveField(PROFILE_FIELD.birthday, ymd(d), onSaved)}
    />
  );
}
