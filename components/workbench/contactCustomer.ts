import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/stores/user';
import { chatRoomUrl } from '@/components/common/chatHandoff';
import type { PlannerDemandCard } from '@/services/demandCard';
import { leadContact } from '@/lib/workbench/workbenchRules';

/** 联系客户 for a lead: the chat workbench on the customer's conversation, else a call, else why neither can be offered. */
export function contactCustomer(card: PlannerDemandCard) {
  const c = leadContact(card);
  if (c.kind === 'chat') {
    const u = useUserStore.getState();
    nav.assign(chatRoomUrl({ token: String(u.token), userId: String(u.userId), userType: String(u.userType) }, c.groupId, { requireCode: card.requireCode, requireName: card.requireName }));
  } else if (c.kind === 'phone') {
    nav.assign(`tel:${c.phone}`);
  } else {
    toast.show({ message: c.reason });
  }
}
