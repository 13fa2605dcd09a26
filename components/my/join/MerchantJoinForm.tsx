import { useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { useEmojiClear } from '@/lib/emoji';
import { APPLY_LIMITS as L, MERCHANT_SUBJECTS, MERCHANT_SUBJECT_TEXT, type MerchantSubject } from '@/lib/contract/apply/enums';
import { submitMerchantJoin, type MerchantApplication } from '@/services/apply';
import { CityField, type PickedCity } from './CityField';
import { ContactPhoneField } from './ContactPhoneField';
import { LicenceField } from './LicenceField';
import { licenceLabel, merchantProblem, subjectNameLabel, toggleCategory } from './joinRules';
import styles from './form.module.css';

type Props = {
  categories: { code: string; name: string }[];
  accountPhone: string;
  nickName: string;
  city: { code: string; name: string };
  /** The refused application being sent again: its values fill the form. */
  previous: MerchantApplication | null;
  onDone: (app: MerchantApplication) => void;
};

/** 商户入驻 form: company or individual, contact, city, categories, licence image and an introduction. */
export function MerchantJoinForm({ categories, accountPhone, nickName, city, previous, onDone }: Props) {
  const [subjectType, setSubjectType] = useState<MerchantSubject>(previous?.subjectType ?? 'COMPANY');
  const [name, setName] = useState(previous?.name ?? '');
  const [contactName, setContactName] = useState(previous?.contactName ?? (nickName.includes('薯片用户') ? '' : nickName));
  const [contactPhone, setContactPhone] = useState(previous?.contactPhone ?? accountPhone);
  const [smsCode, setSmsCode] = useState('');
  const [picked, setPicked] = useState<PickedCity | null>(
    previous ? { code: previous.cityCode, name: previous.cityName, provinceName: previous.provinceName } : city.code ? { ...city, provinceName: '' } : null,
  );
  const [codes, setCodes] = useState<string[]>(previous?.categories.map((c) => c.code).filter((c) => categories.some((k) => k.code === c)) ?? []);
  const [licenceImage, setLicenceImage] = useState(previous?.licenceImage ?? '');
  const [intro, setIntro] = useState(previous?.intro ?? '');
  const [busy, setBusy] = useState(false);
  const nameEmoji = useEmojiClear(setName);
  const contactEmoji = useEmojiClear(setContactName);
  const introEmoji = useEmojiClear(setIntro);

  const submit = async () => {
    const form = { subjectType, name, contactName, contactPhone, smsCode, cityCode: picked?.code ?? '', categoryCodes: codes, licenceImage, intro };
    const problem = merchantProblem(form, accountPhone);
    if (problem) return void toast.warning(problem);
    setBusy(true);
    try {
      const app = await submitMerchantJoin({ ...form, smsCode: contactPhone === accountPhone ? undefined : smsCode });
      toast.success('提交成功，请耐心等待审核');
      onDone(app);
    } catch (err) {
      toast.warning(errorText(err, '提交失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  const nameLabel = subjectNameLabel(subjectType);
  return (
    <form
      className={styles.card}
      aria-label="入驻申请"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.cardTitle}>{previous ? '修改后重新提交' : '填写入驻信息'}</h2>
      <div className={styles.block}>
        <p id="join-subject">入驻类型</p>
        <div className={styles.chips} role="radiogroup" aria-labelledby="join-subject">
          {MERCHANT_SUBJECTS.map((s) => (
            <button key={s} type="button" role="radio" aria-checked={subjectType === s} onClick={() => setSubjectType(s)}>
              {MERCHANT_SUBJECT_TEXT[s]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="join-name" className={styles.req}>
          {nameLabel}
        </label>
        <input
          id="join-name"
          value={name}
          maxLength={L.NAME_MAX}
          placeholder={subjectType === 'COMPANY' ? '与营业执照上的名称一致' : '请输入您的真实姓名'}
          onChange={(e) => setName(e.target.value)}
          {...nameEmoji}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="join-contact" className={styles.req}>
          联系人
        </label>
        <input id="join-contact" value={contactName} maxLength={L.CONTACT_MAX} placeholder="请输入联系人姓名" onChange={(e) => setContactName(e.target.value)} {...contactEmoji} />
      </div>
      <ContactPhoneField id="join-phone" label="联系电话" phone={contactPhone} onPhone={setContactPhone} code={smsCode} onCode={setSmsCode} accountPhone={accountPhone} />
      <CityField value={picked} onChange={setPicked} />
      <div className={styles.block}>
        <p id="join-categories" className={styles.req}>
          经营类目（最多{L.CATEGORIES_MAX}个）
        </p>
        <div className={styles.chips} role="group" aria-labelledby="join-categories">
          {categories.map((c) => (
            <button
              key={c.code}
              type="button"
              role="checkbox"
              aria-checked={codes.includes(c.code)}
              onClick={() => {
                const next = toggleCategory(codes, c.code);
                if (next) setCodes(next);
                else toast.warning(`最多选择${L.CATEGORIES_MAX}个经营类目`);
              }}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      <LicenceField
        label={licenceLabel(subjectType)}
        hint={subjectType === 'COMPANY' ? '请上传清晰完整的营业执照照片，支持JPG/PNG，不超过5M' : '请上传从业资格证、职称证书等能证明专业能力的材料，不超过5M'}
        value={licenceImage}
        onChange={setLicenceImage}
      />
      <div className={styles.block}>
        <label htmlFor="join-intro">机构介绍（选填）</label>
        <textarea
          id="join-intro"
          className={styles.textarea}
          rows={4}
          maxLength={L.INTRO_MAX}
          value={intro}
          placeholder="介绍一下您的团队、从业年限和擅长的服务"
          onChange={(e) => setIntro(e.target.value)}
          {...introEmoji}
        />
        <p className={styles.count}>
          {intro.length}/{L.INTRO_MAX}
        </p>
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? '提交中…' : previous ? '重新提交' : '提交申请'}
      </button>
    </form>
  );
}
