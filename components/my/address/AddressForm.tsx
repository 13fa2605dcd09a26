import Head from 'next/head';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { Input, Switch, TextArea } from 'antd-mobile';
import { Dialog } from '@/components/common/lazyAntd';
import { ADDRESS_DETAIL_MAX, CONTACT_NAME_MAX, addressDraftError } from '@/lib/contract/address/enums';
import { useEmojiClear } from '@/lib/emoji';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { addShippingAddress, delAddress, updateShippingAddress, type ShippingAddress } from '@/services/address';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { leavePage } from '@/components/my/profile/leavePage';
import { EMPTY_REGION, RegionField, type RegionValue } from './RegionField';
import type { FormType } from '@/lib/address/addressRules';
import styles from './address.module.css';

type Props = { type: FormType; initial: ShippingAddress | null };

const regionFrom = (a: ShippingAddress | null): RegionValue =>
  a ? { provinceCode: a.provinceCode, provinceName: a.provinceName, cityCode: a.cityCode, cityName: a.cityName, areaCode: a.areaCode, areaName: a.areaName } : EMPTY_REGION;

/**
 * 新增 / 编辑收货地址 (inventory my §13): 联系人, 手机号, 收货地区 (province, city, district), 详细地址, 邮政编码 and
 * 设为默认地址; checked in the original's order before sending, and again by the server. 删除 on an existing one.
 */
export function AddressForm({ type, initial }: Props) {
  const router = useRouter();
  const uid = useId();
  const [contactName, setContactName] = useState(initial?.contactName ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [region, setRegion] = useState<RegionValue>(regionFrom(initial));
  const [address, setAddress] = useState(initial?.address ?? '');
  const [postcode, setPostcode] = useState(initial?.postcode ?? '');
  const isDefault = initial?.defaultAddress === 1;
  const [makeDefault, setMakeDefault] = useState(isDefault);
  const [saving, setSaving] = useState(false);
  const nameEmoji = useEmojiClear(setContactName);
  const detailEmoji = useEmojiClear(setAddress);
  const title = type === 'add' ? '新增收货地址' : '编辑收货地址';

  const save = async () => {
    if (saving) return;
    const why = addressDraftError({ contactName, phone, provinceCode: region.provinceCode, address, postcode });
    if (why) return void toast.warning(why);
    const input = {
      contactName: contactName.trim(),
      phone: phone.trim(),
      provinceCode: region.provinceCode,
      cityCode: region.cityCode || undefined,
      areaCode: region.areaCode || undefined,
      address: address.trim(),
      postcode: postcode.trim() || undefined,
      defaultAddress: makeDefault ? '1' : '0',
    };
    setSaving(true);
    try {
      if (type === 'edit' && initial) await updateShippingAddress({ ...input, id: initial.id });
      else await addShippingAddress(input);
      toast.success('保存成功');
      leavePage(router, '/my/shippingAddress');
    } catch (e) {
      toast.warning(errorText(e, '保存失败，请稍后再试'));
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!initial || !(await Dialog.confirm({ content: '确定删除收货地址吗？', confirmText: '确定', cancelText: '取消' }))) return;
    setSaving(true);
    try {
      await delAddress(initial.id);
      toast.success('删除成功');
      leavePage(router, '/my/shippingAddress');
    } catch (e) {
      toast.warning(errorText(e, '删除失败，请稍后再试'));
      setSaving(false);
    }
  };

  const right =
    type === 'edit' && initial ? (
      <button type="button" className={styles.headerLink} onClick={() => void remove()}>
        删除
      </button>
    ) : undefined;

  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title={title} fixed right={right} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-name`}>
            联系人
          </label>
          <Input id={`${uid}-name`} className={styles.input} maxLength={CONTACT_NAME_MAX} placeholder="请填写收货人姓名" clearable value={contactName} onChange={setContactName} {...nameEmoji} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-phone`}>
            手机号
          </label>
          <Input id={`${uid}-phone`} className={styles.input} type="tel" inputMode="numeric" maxLength={11} placeholder="请填写收货人手机号" clearable value={phone} onChange={(v) => setPhone(v.replace(/\D/g, ''))} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-region`}>
            收货地区
          </label>
          <RegionField id={`${uid}-region`} value={region} onChange={setRegion} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-detail`}>
            详细地址
          </label>
          <TextArea
            id={`${uid}-detail`}
            className={styles.textarea}
            maxLength={ADDRESS_DETAIL_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="街道、楼牌号等"
            value={address}
            onChange={setAddress}
            {...detailEmoji}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-postcode`}>
            邮政编码
          </label>
          <Input id={`${uid}-postcode`} className={styles.input} inputMode="numeric" maxLength={6} placeholder="选填，6位数字" value={postcode} onChange={(v) => setPostcode(v.replace(/\D/g, ''))} />
        </div>
        <div className={styles.switchRow}>
          <span className={styles.label} id={`${uid}-default`} style={{ width: 'auto' }}>
            设为默认地址
            {isDefault ? <span className={styles.switchHint}>当前为默认地址，可将其他地址设为默认</span> : null}
          </span>
          <Switch checked={makeDefault} disabled={isDefault} onChange={setMakeDefault} aria-labelledby={`${uid}-default`} />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      <div className={`${styles.bottom} fixed-column`}>
        <button type="button" className={styles.primary} disabled={saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存'}
        </button>
      </div>
      <LoadingOverlay visible={saving} text="保存中" />
    </div>
  );
}
