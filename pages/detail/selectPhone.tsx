import type { GetServerSideProps } from 'next';
import { RESOURCE_KINDS } from '@/server/modules/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { ResourcePicker } from '@/components/detail/resource/ResourcePicker';
import { loadResources } from '@/components/detail/resource/loadResources';

type Props = Awaited<ReturnType<typeof loadResources>>;

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => ({ props: await loadResources(ctx, RESOURCE_KINDS[1].classCode) });

/** 选择400电话 (inventory §12): a 400 number for the goods being bought. */
const SelectPhonePage: PageWithLayout<Props> = (props) => (
  <>
    <Seo title="选择400电话 - 薯片企服" description="挑选您喜欢的400电话号码，按价格筛选与排序。" path="/detail/selectPhone" noindex />
    <ResourcePicker kind="phone" {...props} />
  </>
);

SelectPhonePage.getLayout = defaultLayout;
export default SelectPhonePage;
