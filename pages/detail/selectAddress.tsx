import type { GetServerSideProps } from 'next';
import { RESOURCE_KINDS } from '@/server/modules/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { ResourcePicker } from '@/components/detail/resource/ResourcePicker';
import { loadResources } from '@/components/detail/resource/loadResources';

type Props = Awaited<ReturnType<typeof loadResources>>;

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => ({ props: await loadResources(ctx, RESOURCE_KINDS[0].classCode) });

/** 选择注册地址 (inventory §12): a registration address for the goods being bought. */
const SelectAddressPage: PageWithLayout<Props> = (props) => (
  <>
    <Seo title="选择注册地址 - 薯片企服" description="选择公司注册地址，按价格筛选与排序。" path="/detail/selectAddress" noindex />
    <ResourcePicker kind="address" {...props} />
  </>
);

SelectAddressPage.getLayout = defaultLayout;
export default SelectAddressPage;
