import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, withStatus, type ReadyProps } from '@/lib/pageLoader';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { localImageUrl } from '@/components/detail/localImage';
import styles from '@/components/detail/static.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type Props = ReadyProps<{ url: string | null; title: string }>;

export const getServerSideProps = pageLoader(
  async ({ query }) => {
    const title = query.title ? query.title.slice(0, 30) : '图片详情';
    const url = localImageUrl(query.url ?? query.imageUrl);
    return url ? { url, title } : withStatus(404, { url, title });
  },
  { errorPage: true, bare: bareLanding('image', ['url', 'imageUrl']) },
);

/** The full-width image page of ad / nav / keyword jumps with type "image" (inventory catalog §0.4, §17.2). */
const ImgPage: PageWithLayout<Props> = ({ data: { url, title } }) => (
  <>
    <Seo title={`${title} - 薯片企服`} description="薯片企服活动与服务图片详情。" path="/img" noindex />
    <HeaderBar title={title} fixed />
    {url ? (
      <div className={styles.viewer}>
        <img src={url} alt={title} />
      </div>
    ) : (
      <Empty text="图片地址无效或已失效" />
    )}
  </>
);

ImgPage.getLayout = defaultLayout;

export default withBarePage(ImgPage);
