import { useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import type { KnownCard, KnownDetail } from '@/services/known';
import { formatDuration } from '@/lib/video/format';
import { VideoPlayer } from '@/components/video/VideoPlayer';
import { VideoCards } from './VideoCards';
import { courseChapters, coursePlaysLine } from '@/lib/known/videoRules';
import styles from './video.module.css';

/**
 * A shared course (inventory known.md §15c): the player on the current chapter (chapter 1 first, its picture as the
 * poster; 视频播放失败,请重试 with 重试 when it fails), then 简介 (title, author and title, plays and date, 课程简介)
 * and 目录 (numbered chapters with hh:mm:ss; a tap plays that chapter here), and 猜你喜欢.
 */
export function CourseView({ detail, related }: { detail: KnownDetail; related: KnownCard[] }) {
  const chapters = courseChapters(detail);
  const [current, setCurrent] = useState(0);
  const chapter = chapters[current] ?? chapters[0];
  const author = detail.author;
  return (
    <>
      <VideoPlayer src={chapter?.videoUrl ?? ''} poster={chapter?.posterUrl} title={chapter ? `${detail.title}：${chapter.title}` : detail.title} autoPlay={current > 0} />
      <Tabs defaultActiveKey="intro" className={styles.block}>
        <Tabs.Tab title="简介" key="intro">
          <h1 className={styles.title}>{detail.title}</h1>
          <p className={styles.meta}>
            {author.name || '薯片讲师'}
            {author.postName ? ` · ${author.postName}` : ''}
          </p>
          <p className={styles.meta}>{coursePlaysLine(detail)}</p>
          <h2 className={styles.subTitle}>课程简介</h2>
          {detail.content ? <div className={styles.rich} dangerouslySetInnerHTML={{ __html: detail.content }} /> : <p className={styles.desc}>{detail.contentText || '暂无简介'}</p>}
        </Tabs.Tab>
        <Tabs.Tab title="目录" key="chapters">
          <h2 className={styles.subTitle}>目录 {chapters.length}</h2>
          <ol className={styles.chapters}>
            {chapters.map((c, i) => (
              <li key={`${i}-${c.videoUrl}`}>
                <button type="button" className={`${styles.chapter} ${i === current ? styles.chapterOn : ''}`} aria-current={i === current} onClick={() => setCurrent(i)}>
                  <span className={styles.chapterNo}>{i + 1}</span>
                  <span className={styles.chapterName}>{c.title}</span>
                  <span className={styles.chapterTime}>{formatDuration(c.durationSeconds)}</span>
                </button>
              </li>
            ))}
          </ol>
        </Tabs.Tab>
      </Tabs>
      <VideoCards items={related} place="share" />
    </>
  );
}
