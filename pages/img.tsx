import type { GetServerSideProps } from 'next';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { localImageUrl } from '@/components/detail/localImage';
import styles from '@/components/detail/static.module.css';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type Props = { url: string | null; title: string };

const loadPage: GetServerSideProps<Props> = async ({ query, res }) => {
  const title = typeof query.title === 'string' && query.title.trim() ? query.title.trim().slice(0, 30) : '图片详情';
  const url = localImageUrl(query.url ?? query.imageUrl);
  if (!url) res.statusCode = 404;
  return { props: { url, title } };
};

/** The full-width image page of ad / nav / keyword jumps with type "image" (inventory catalog §0.4, §17.2). */
const ImgPage: PageWithLayout<Props> = ({ url, title }) => (
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
export const getServerSideProps = withBareLanding('image', ['url', 'imageUrl'], loadPage);

export default withBarePage(ImgPage);
