import { pageLoader, redirectTo, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownHot, type KnownCard } from '@/services/known';
import { KNOWN_BARE_HOT, type KnownBareData } from '@/services/loaders/knownBare';
import { tranTarget } from '@/lib/known/detailRules';
import { KnownBareLanding } from '@/components/known/common/KnownBareLanding';

type Props = ReadyProps<{ hot: KnownCard[] }>;

/**
 * 跳转中 (/known/detail/tran?page=&id=, inventory known.md §4a): the server sends the visitor on to `page?id=`, so a
 * detail page can open another of its kind afresh. Only the 必懂 detail routes are followed; any other link shows
 * 链接无效 with today's hot content.
 */
export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const target = tranTarget(query.page, query.id);
    if (target) return redirectTo(target);
    return { hot: await knownHot(KNOWN_BARE_HOT, client).catch(() => []) };
  },
  { errorPage: true },
);

const TranPage: PageWithLayout<Props> = ({ data }) => {
  const bare: KnownBareData = { kind: 'link', path: '/known/detail/tran', hot: data.hot };
  return <KnownBareLanding data={bare} />;
};

TranPage.getLayout = keepAliveLayout;
export default TranPage;
