import { HeaderBar } from '@/components/common/HeaderBar';
import { downloadAction, openInstalledAction, type Place } from '@/components/common/openApp';
import { runAppAction } from './runAppAction';
import styles from './download.module.css';

/** What the download button leads to, said under it so the visitor knows before tapping. */
const BUTTON_HINT: Record<Place, string> = {
  ios: '前往 App Store 下载',
  android: '下载安卓安装包',
  wechat: '请在浏览器中打开本页面后下载',
  messaging: '请在浏览器中打开本页面后下载',
  other: '请用手机浏览器打开本页面下载',
};

const FEATURES = [
  { img: '/images/download/planner.svg', title: '1对1 专属规划师', text: '全国规划师在线答疑，公司注册、财税、知识产权一问就懂' },
  { img: '/images/download/progress.svg', title: '办理进度 随时掌握', text: '订单节点、合同、发票实时提醒，不用反复打电话追问' },
];

/** 下载APP (inventory §4.10): the app's pitch, 若您已安装APP，点此打开 and 点击立即下载, by device. */
export function DownloadView({ place }: { place: Place }) {
  const inMessaging = place === 'wechat' || place === 'messaging';
  return (
    <div className={styles.page}>
      {/* Inside WeChat the page title already shows in WeChat's own bar. */}
      {place === 'wechat' ? null : <HeaderBar title="下载APP" />}
      {inMessaging ? (
        <p className={styles.hint} role="note">
          当前页面在{place === 'wechat' ? '微信' : '应用'}内打开，无法直接下载。请点击右上角「···」，选择「在浏览器打开」。
        </p>
      ) : null}
      <section className={styles.hero}>
        <img src="/images/logo.svg" alt="" width={64} height={64} className={styles.logo} />
        <h1 className={styles.name}>薯片找人APP</h1>
        <p className={styles.slogan}>找人服务，尽在薯片找人</p>
        <img src="/images/download/phone.svg" alt="薯片找人APP 首页" width={360} height={300} className={styles.heroArt} />
      </section>
      {FEATURES.map((f) => (
        <section key={f.title} className={styles.feature}>
          <img src={f.img} alt="" width={320} height={180} className={styles.featureArt} />
          <h2>{f.title}</h2>
          <p>{f.text}</p>
        </section>
      ))}
      <div className={styles.bar}>
        <button type="button" className={styles.linkButton} onClick={() => runAppAction(openInstalledAction(place))}>
          若您已安装APP，点此打开
        </button>
        <button type="button" className={`button-primary ${styles.download}`} onClick={() => runAppAction(downloadAction(place))}>
          点击立即下载
        </button>
        <small className={styles.buttonHint}>{BUTTON_HINT[place]}</small>
      </div>
    </div>
  );
}
