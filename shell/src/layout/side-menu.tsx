import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EARLY_CLICK_ATTRIBUTE } from '@portal/shared/constants';
import { NavLink } from '@portal/shared/router';
import type { ModuleId } from '../boot/deployment';
import { useDeployment } from '../boot/deployment-context';
import { preloadRouteScreen } from '../remotes/remote-registry';
import type { Tenant } from '../tenant/tenant-types';
import { replayEarlyClicks } from './early-clicks';
import { enabledMenuItems } from './menu-items';
import './side-menu.scss';

interface SideMenuProps {
  tenant: Tenant;
  modules: ReadonlySet<ModuleId>;
  /** Settles when the session has ended; the button stays disabled until then. */
  onLogOut: () => Promise<void>;
}

export function SideMenu({ tenant, modules, onLogOut }: SideMenuProps) {
  // Below 767 px the menu collapses behind a toggle (requirements §9).
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const intl = useIntl();
  // The server's menu is on screen before it hydrates: a tap on its buttons then is replayed now.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (nav.current) replayEarlyClicks(nav.current);
  }, []);
  const early = { [EARLY_CLICK_ATTRIBUTE]: '' };
  // An item's screen starts loading when a pointer or the focus reaches it, so the tap that
  // follows rarely waits for the screen's code (nor for React's reveal after a fallback; see
  // loadedRemoteScreen). Code only: data fetched on a hover could be stale by the tap.
  const deployment = useDeployment();
  const preload = (to: string) => preloadRouteScreen(deployment, modules, to);
  const logOut = () => {
    setLoggingOut(true);
    void onLogOut().finally(() => setLoggingOut(false));
  };
  return (
    <nav
      ref={nav}
      className={`shell-menu${open ? ' shell-menu--open' : ''}`}
      aria-label={intl.formatMessage({ id: 'shell.menu.name' })}
    >
      <button
        id="shell-menu-toggle"
        {...early}
        type="button"
        className="shell-menu__toggle"
        aria-expanded={open}
        aria-controls="shell-menu-items"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="shell-menu__icon" aria-hidden="true" /> <FormattedMessage id="shell.menu.toggle" />
      </button>
      <div id="shell-menu-items" className="shell-menu__items">
        <ul>
          {enabledMenuItems(modules).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={() => setOpen(false)}
                onPointerEnter={() => preload(item.to)}
                onFocus={() => preload(item.to)}
              >
                <FormattedMessage id={item.labelId} />
              </NavLink>
            </li>
          ))}
          <li>
            <button
              id="shell-menu-log-out"
              {...early}
              type="button"
              className="shell-menu__logout"
              onClick={logOut}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
            >
              <FormattedMessage id="shell.menu.logOut" />
            </button>
          </li>
        </ul>
        <section className="shell-menu__support" aria-labelledby="shell-support-heading">
          <h2 id="shell-support-heading">
            <FormattedMessage id="shell.menu.support" />
          </h2>
          {tenant.supportEmail && <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a>}
          {tenant.pocPhone && <a href={`tel:${tenant.pocPhone.replace(/[^\d+]/g, '')}`}>{tenant.pocPhone}</a>}
        </section>
      </div>
    </nav>
  );
}
