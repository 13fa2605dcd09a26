import { z } from 'zod';
import { personName } from '@/lib/contract/fields';
import { ContractFirstInfo } from '@/lib/contract/order/api';

describe('a person’s name (姓名, 联系人)', () => {
  const field = z.object({ name: personName('联系人', 20) });
  const ok = (name: string) => field.safeParse({ name }).success;
  it('takes Chinese names, names with the middle dot and Latin names', () => {
    for (const n of ['张三', '阿卜杜·热合曼', 'John Smith', "O'Neil", 'Anne-Marie']) expect(ok(n), n).toBe(true);
  });
  it('refuses emoji, digits and symbols, naming the field', () => {
    for (const n of ['张三😀', '😀', '张三123', '李四@', '王五！']) expect(ok(n), n).toBe(false);
    const r = field.safeParse({ name: '张三😀' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('联系人只能包含汉字、字母或·');
  });
  it('holds for the order contract’s 联系人 too', () => {
    const shape = ContractFirstInfo.shape;
    expect(shape.contractFirstContacts.safeParse('张三').success).toBe(true);
    expect(shape.contractFirstContacts.safeParse('张😀').success).toBe(false);
  });
});
