import { defaultLayout, type PageWithLayout } from '@/layouts';
import { notFound, optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { getFilterCode, productCategory } from '@/services/category';
import { getGoodsList } from '@/services/goods';
import { plannerList } from '@/services/planner';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ServiceOverview, type OverviewData } from '@/components/category/ServiceOverview';
import styles from '@/components/category/service.module.css';

const GOODS_PER_SECTION = 3;
const listHref = (nav: string, cls?: string) =>
  `/list/transactionList?${new URLSearchParams({ navcode: nav, ...(cls ? { classcode: cls } : {}) }).toString()}`;

type Props = ReadyProps<OverviewData>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const wanted = query.code || query.navcode || '';
    const [cats, tree] = await Promise.all([productCategory(client), optional(getFilterCode(client))]);
    // Without a code the page opens on the first service category; an unknown code does not exist.
    const services = cats.categoryList.filter((g) => g.kind === 'service');
    const group = wanted ? services.find((g) => g.code === wanted) : services[0];
    if (!group) return notFound();
    const code = group.code;
    const node = tree?.tree.find((n) => n.code === code);
    const [lists, planners] = await Promise.all([
      Promise.all(group.children.map((c) => optional(getGoodsList({ classCode: c.code, limit: GOODS_PER_SECTION, sort: 'sales' }, client)))),
      optional(plannerList({ firstTypeCode: code, limit: 4 }, client)),
    ]);
    const names = group.children.map((c) => c.name);
    const data: OverviewData = {
      code,
      name: group.name,
      icon: group.icon,
      description: `${names.slice(0, 4).join('、')}${names.length > 4 ? '等' : ''}，专业规划师全程服务`,
      allHref: listHref(code),
      sections: group.children.map((c, i) => ({
        code: c.code,
        name: c.name,
        href: listHref(code, c.code),
        total: lists[i]?.totalCount ?? 0,
        goods: lists[i]?.records ?? [],
        children: (node?.children.find((n) => n.code === c.code)?.children ?? []).map((t) => ({ code: t.code, name: t.name, href: listHref(code, t.code) })),
      })),
      planners: planners?.records ?? [],
    };
    return data;
  },
  { errorPage: true },
);

/** 分类服务: one first-level category's services grouped by second level, with its planners. */
const CategoryServicePage: PageWithLayout<Props> = ({ data }) => (
  <div className={styles.page}>
    <Seo
      title={`${data.name}服务-价格与办理-薯片企服`}
      description={`薯片企服${data.name}：${data.sections.map((s) => s.name).join('、')}。价格透明，专业规划师一对一服务。`}
      path={`/category/service?code=${encodeURIComponent(data.code)}`}
      ogImage={data.icon ?? undefined}
    />
    <HeaderBar title={data.name} fixed />
    <ServiceOverview data={data} />
  </div>
);

CategoryServicePage.getLayout = defaultLayout;
export default CategoryServicePage;
