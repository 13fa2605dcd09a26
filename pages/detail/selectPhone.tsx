import { RESOURCE_KINDS } from '@/lib/contract/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadResources, type ResourcesData } from '@/services/loaders/resources';
import { Seo } from '@/components/common/Seo';
import { ResourcePicker } from '@/components/detail/resource/ResourcePicker';

type Props = ReadyProps<ResourcesData>;

export const getServerSideProps = pageLoader(({ client, query }) => loadResources(client, query, RESOURCE_KINDS[1].classCode), { errorPage: true });

/** 选择400电话 (inventory §12): a 400 number for the goods being bought. */
const SelectPhonePage: PageWithLayout<Props> = ({ data }) => (
  <>
    <Seo title="选择400电话 - 薯片企服" description="挑选您喜欢的400电话号码，按价格筛选与排序。" path="/detail/selectPhone" noindex />
    <ResourcePicker kind="phone" {...data} />
  </>
);

SelectPhonePage.getLayout = defaultLayout;
export default SelectPhonePage;
