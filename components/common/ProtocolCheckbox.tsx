import { IntentLink } from './IntentLink';
import { Checkbox } from 'antd-mobile';
import styles from './ProtocolCheckbox.module.css';

export const PROTOCOL_CODES = { service: 'protocol100122', privacy: 'protocol100121' } as const;

export const protocolHref = (categoryCode: string) => `/login/protocol?categoryCode=${categoryCode}`;

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text shown before the checkbox line (the register page's privacy notice). */
  description?: string;
};

/** The agreement tick: the links sit outside the checkbox label so tapping them does not toggle it. */
export function ProtocolCheckbox({ checked, onChange, description }: Props) {
  return (
    <div className={styles.wrap}>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.line}>
        <Checkbox
          checked={checked}
          onChange={onChange}
          className={styles.checkbox}
          style={{ '--icon-size': '0.3rem', '--font-size': '0.24rem', '--gap': '0.1rem' }}
        >
          我已阅读并同意
        </Checkbox>
        <IntentLink className={styles.link} href={protocolHref(PROTOCOL_CODES.service)}>
          《薯片用户服务协议》
        </IntentLink>
        <span>和</span>
        <IntentLink className={styles.link} href={protocolHref(PROTOCOL_CODES.privacy)}>
          《薯片隐私协议》
        </IntentLink>
      </div>
    </div>
  );
}
