import { Children, isValidElement, useEffect, useState, type ComponentProps } from 'react';
import DropdownItem from 'antd-mobile/es/components/dropdown/item';
// The bar's look before the Dropdown has loaded (the stylesheet its index would bring).
import 'antd-mobile/es/components/dropdown/dropdown.css';
import type { Dropdown as AntdDropdown } from 'antd-mobile';
import { moduleLoader } from '@/lib/moduleLoader';
import { loadInto, loadedNow } from './lazyAntd';

// A module of its own, not in lazyAntd.tsx: its title items and stylesheet are imported at once, which the pages
// using only lazyAntd's overlays should not carry (ADR 0051).

const dropdownModule = moduleLoader(() => import('antd-mobile/es/components/dropdown'));
const pickDropdown = (m: { default: typeof AntdDropdown }) => m.default;

type DropdownProps = ComponentProps<typeof AntdDropdown>;
type DropdownItemProps = ComponentProps<typeof AntdDropdown.Item>;

/**
 * antd-mobile's Dropdown, loaded on the first tap on one of its titles (a pointer down on the bar starts the load):
 * until then its bar alone, with antd-mobile's own title items, so it looks the same. The tapped title opens once
 * the Dropdown has loaded (as `defaultActiveKey` when the caller does not control `activeKey`).
 */
function LazyDropdown(props: DropdownProps) {
  const [Real, setReal] = useState(() => loadedNow(dropdownModule, pickDropdown));
  const [tapped, setTapped] = useState<string | null>(null);
  useEffect(() => {
    if (tapped !== null && !Real) loadInto(dropdownModule, pickDropdown, (c) => setReal(() => c));
  }, [tapped, Real]);
  if (Real) return <Real {...props} defaultActiveKey={props.defaultActiveKey ?? tapped} />;
  const { children, className, style } = props;
  const open = (key: string) => {
    setTapped(key);
    props.onChange?.(key);
  };
  return (
    <div className={['adm-dropdown', className].filter(Boolean).join(' ')} style={style}>
      <div className="adm-dropdown-nav" onPointerDown={() => void dropdownModule.load().catch(() => undefined)}>
        {Children.map(children, (child) => {
          if (!isValidElement<DropdownItemProps>(child) || child.key === null) return child;
          const key = String(child.key);
          const { title, highlight, arrowIcon, onClick, className: itemClass } = child.props;
          return (
            <DropdownItem
              key={key}
              title={title}
              highlight={highlight}
              arrowIcon={arrowIcon}
              className={itemClass}
              onClick={(e) => {
                open(key);
                onClick?.(e);
              }}
            />
          );
        })}
      </div>
    </div>
  );
}
LazyDropdown.displayName = 'LazyDropdown';

export const Dropdown = Object.assign(LazyDropdown, { Item: DropdownItem });
