import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import helpStyles from '@/components/my/help/help.module.css';
import aboutStyles from '@/components/my/help/about.module.css';

/** The platform pages 关于我们 leads to besides its documents (inventory my §11: qualifications; and the applications). */
export const ABOUT_JOIN_LINKS = [
  { href: '/my/qualification', title: '证照资质中心' },
  { href: '/my/serviceAssure', title: '服务保障' },
  { href: '/my/merchantsJoin', title: '商户入驻' },
  { href: '/my/cooperation', title: '我要合作' },
  { href: '/my/joinUs', title: '加入我们' },
] as const;

export function AboutJoinLinks() {
  return (
    <section className={aboutStyles.group} aria-labelledby="about-join">
      <h2 id="about-join" className={aboutStyles.groupTitle}>
        资质与合作
      </h2>
      <ul className={helpStyles.list} aria-label="资质与合作">
        {ABOUT_JOIN_LINKS.map((l) => (
          <li key={l.href}>
            <Link className={helpStyles.item} href={l.href}>
              <span className={helpStyles.itemText}>{l.title}</span>
              <RightOutline aria-hidden className={helpStyles.itemArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
