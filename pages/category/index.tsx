import Link from 'next/link';
import { SearchOutline } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { productCategory, type ProductCategoryData } from '@/services/category';
import { Seo } from '@/components/common/Seo';
import { Empty } from '@/components/common/Empty';
import { BackButton } from '@/components/search/BackButton';
import { CategoryTree } from '@/components/category/CategoryTree';
import { isAppletsRequest } from '@/services/loaders/list';
import styles from '@/components/category/category.module.css';
import searchStyles from '@/components/search/search.module.css';

/** 资质交易 is not offered inside the mini-program. */
const QUALIFICATION_TRADE = 'FL20201224136348';

type Props = PageProps<ProductCategoryData>;

/** A failure leaves the page empty (data null); it shows no error text. */
export const getServerSideProps = pageLoader(async ({ client, req }) => {
  const data = await productCategory(client);
  if (isAppletsRequest(req)) {
    data.categoryList = data.categoryList.map((g) => ({ ...g, children: g.children.filter((c) => c.code !== QUALIFICATION_TRADE) }));
  }
  return data;
});

/** 全部分类: every service category with its second levels, and the trade types. */
const CategoryPage: PageWithLayout<Props> = ({ data }) => {
  const groups = data?.categoryList ?? [];
  return (
    <div className={styles.page}>
      <Seo
        title="全部分类-薯片企服"
        description={`薯片企服全部服务分类：${groups.map((g) => g.name).join('、') || '公司注册、财税、商标专利、法律服务、资产交易'}，找服务、比价格、约规划师。`}
        path="/category"
      />
      <div className={styles.head}>
        <div className={searchStyles.boxRow}>
          <BackButton />
          <Link href="/search" className={searchStyles.fake}>
            <span className="visually-hidden">搜索</span>
            <SearchOutline aria-hidden className={searchStyles.boxIcon} />
            <span className={searchStyles.fakePlaceholder}>请输入搜索内容</span>
          </Link>
        </div>
      </div>
      <h1 className="visually-hidden">全部分类</h1>
      {groups.length ? (
        <CategoryTree groups={groups} ads={data?.recommendData ?? []} />
      ) : (
        <Empty text={data ? '暂无分类' : '服务异常，请刷新重试！'}>
          {data ? null : (
            <button type="button" className="button-primary" onClick={() => window.location.reload()}>
              重新加载
            </button>
          )}
        </Empty>
      )}
    </div>
  );
};

CategoryPage.getLayout = defaultLayout;
export default CategoryPage;
