import { useState } from 'react';
import { NavLink } from '@portal/shared/router';
import type { ModuleId } from '../boot/deployment';
import type { Tenant } from '../tenant/tenant-types';
import { enabledMenuItems } from './menu-items';
import './side-menu.scss';

interface SideMenuProps {
  tenant: Tenant;
  modules: ReadonlySet<ModuleId>;
  /** Settles when the session has ended; the button stays disabled until then. */
  onLogOut: () => Promise<void>;
}

export function SideMenu({ tenant, modules, onLogOut }: SideMenuProps) {
  // Below 767 px the menu collapses behind a toggle (spec §9).
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = () => {
    setLoggingOut(true);
    void onLogOut().finally(() => setLoggingOut(false));
  };
  return (
    <nav className={`shell-menu${open ? ' shell-menu--open' : ''}`} aria-label="Main menu">
      <button
        type="button"
        className="shell-menu__toggle"
        aria-expanded={open}
        aria-controls="shell-menu-items"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div id="shell-menu-items" className="shell-menu__items">
        <ul>
          {enabledMenuItems(modules).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="shell-menu__logout"
              onClick={logOut}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
            >
              Log Out
            </button>
          </li>
        </ul>
        <section className="shell-menu__support" aria-labelledby="shell-support-heading">
          <h2 id="shell-support-heading">Contact Support</h2>
          {tenant.supportEmail && <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a>}
          {tenant.pocPhone && <a href={`tel:${tenant.pocPhone.replace(/[^\d+]/g, '')}`}>{tenant.pocPhone}</a>}
        </section>
      </div>
    </nav>
  );
}
