import { Input } from 'antd-mobile';
import { Dialog } from '@/components/common/lazyAntd';
import { useState } from 'react';
import { isValidEmail } from './invoiceForm';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/pageLoader';

/** 发送邮箱: confirm the address (prefilled), then send. */
export function EmailDialog({ visible, initial, onClose, send }: { visible: boolean; initial: string; onClose: () => void; send: (email: string) => Promise<unknown> }) {
  const [email, setEmail] = useState(initial);
  return (
    <Dialog
      visible={visible}
      title="请确认邮箱地址"
      content={<Input value={email} onChange={setEmail} placeholder="请输入邮箱地址" type="email" clearable aria-label="邮箱地址" style={{ '--font-size': '0.28rem' }} />}
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onClose },
          {
            key: 'ok',
            text: '发送',
            bold: true,
            onClick: async () => {
              if (!email.trim()) return void toast.show({ message: '请输入邮箱地址' });
              if (!isValidEmail(email)) return void toast.show({ message: '邮箱格式有误' });
              try {
                await send(email.trim());
                toast.success('发送成功，请注意查收');
                onClose();
              } catch (e) {
                toast.error(errorText(e, '发送失败'));
              }
            },
          },
        ],
      ]}
    />
  );
}
