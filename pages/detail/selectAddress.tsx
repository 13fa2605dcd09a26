import { RESOURCE_KINDS } from '@/lib/contract/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadResources, type ResourcesData } from '@/services/loaders/resources';
import { Seo } from '@/components/common/Seo';
import { ResourcePicker } from '@/components/detail/resource/ResourcePicker';

type Props = ReadyProps<ResourcesData>;

export const getServerSideProps = pageLoader(({ client, query }) => loadResources(client, query, RESOURCE_KINDS[0].classCode), { errorPage: true });

/** 选择注册地址 (inventory §12): a registration address for the goods being bought. */
const SelectAddressPage: PageWithLayout<Props> = ({ data }) => (
  <>
    <Seo title="选择注册地址 - 薯片企服" description="选择公司注册地址，按价格筛选与排序。" path="/detail/selectAddress" noindex />
    <ResourcePicker kind="address" {...data} />
  </>
);

SelectAddressPage.getLayout = defaultLayout;
export default SelectAddressPage;
