/**
 * Seeded 必懂 videos: file, poster, size and title as in public/media/known/manifest.json. Their duration is not
 * written here: the seed reads it from the file (videoDuration.ts), so a card shows what the player plays.
 */
export type VideoSeed = {
  file: string;
  poster: string;
  title: string;
  desc: string;
  topics: string[];
  /** 1 = 16:9 short video, 2 = vertical small video (width < height). */
  kind: 1 | 2;
};

export const VIDEOS: VideoSeed[] = [
  {
    file: '/media/known/company-setup.mp4',
    poster: '/media/known/company-setup.jpg',
    title: '公司注册三步走',
    desc: '核名、网上提交、领执照刻章开户，三步看懂公司注册流程，以及拿到执照后第一个月必须做的事。',
    topics: ['kt_01_01'],
    kind: 1,
  },
  {
    file: '/media/known/trademark-pitfalls.mp4',
    poster: '/media/known/trademark-pitfalls.jpg',
    title: '商标注册避坑',
    desc: '近似驳回、类别选漏、用描述词当名称，商标注册最常见的几个坑，提交申请前花一分钟看看。',
    topics: ['kt_03_01', 'kt_03_03'],
    kind: 1,
  },
  {
    file: '/media/known/patent-process.mp4',
    poster: '/media/known/patent-process.jpg',
    title: '专利申请流程',
    desc: '从检索、撰写到审查授权，发明、实用新型、外观设计的申请流程和大致周期一次讲清。',
    topics: ['kt_04_01'],
    kind: 2,
  },
  {
    file: '/media/known/invoice-tips.mp4',
    poster: '/media/known/invoice-tips.jpg',
    title: '发票小知识',
    desc: '专票和普票的区别、开错了怎么红冲、数电发票怎么保存，老板和会计都该知道的发票常识。',
    topics: ['kt_02_03'],
    kind: 2,
  },
];
