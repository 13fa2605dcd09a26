import { Seo } from '@/components/common/Seo';
import { placeOf, type Place } from '@/components/common/openApp';
import { DownloadView } from '@/components/download/DownloadView';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';

type Props = ReadyProps<{ place: Place }>;

/** The device decides the buttons, so the first frame already shows the right ones. */
export const getServerSideProps = pageLoader(async ({ req }) => ({ place: placeOf(String(req.headers['user-agent'] || '')) }), { errorPage: true });

/** /activity/download — 下载APP (inventory platform.md §4.10). */
export default function DownloadPage({ data }: Props) {
  return (
    <>
      <Seo title="下载薯片找人APP" description="薯片找人APP：找人服务，尽在薯片找人。专属规划师一对一服务，办理进度随时掌握。" path="/activity/download" />
      <DownloadView place={data.place} />
    </>
  );
}
