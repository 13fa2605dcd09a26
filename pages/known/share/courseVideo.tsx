import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareVideo, type ShareVideoData } from '@/services/loaders/knownShare';
import { plainDescription } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import { CourseView } from '@/components/known/video/CourseView';
import { COURSE_MISSING, courseChapters, posterOf } from '@/lib/known/videoRules';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

/** No id, an unknown id or an id that is no course: 未找到该课程 (HTTP 404), never a stand-in course. */
export const getServerSideProps = pageLoader(loadShareVideo('course'), { bare: knownBare('share', ['id', 'shareId']) });

/** 分享的课程 (inventory known.md §15c): see CourseView. */
const ShareCoursePage: PageWithLayout<PageProps<ShareVideoData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const detail = data.detail && courseChapters(data.detail).length ? data.detail : null;
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂课程 - 薯片企服` : '未找到课程 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `必懂课程「${detail.title}」`) : COURSE_MISSING,
        canonical: detail ? `/known/detail/video?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail ? posterOf(detail) : undefined,
      }}
      isShare={data.isShare}
      planner={null}
      viewerIsPlanner={false}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.VIDEO}
      title="课程"
      invalidText={COURSE_MISSING}
    >
      {detail ? <CourseView detail={detail} related={data.related} /> : null}
    </ShareFrame>
  );
};

ShareCoursePage.getLayout = defaultLayout;
export default withKnownBare(ShareCoursePage);
