import { useIntl } from 'react-intl';
import type { Realtor } from '@portal/shared';
import './agent-profile.scss';

export function agentName(realtor: Realtor): string {
  return realtor.displayName || [realtor.firstName, realtor.lastName].filter(Boolean).join(' ');
}

/** Only http(s) links from tenant data become hrefs. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The agent's public card (requirements §1, §2): headshot, display name and description, licenses,
 * brokerage name, logo, website and phone, QR code. The name is the page's heading.
 */
export function AgentProfile({ realtor }: { realtor: Realtor }) {
  const intl = useIntl();
  const name = agentName(realtor);
  const licenses = (realtor.licenses ?? []).filter((license) => license.licenseNumber);
  const brokerage = realtor.brokerage;
  const website = safeUrl(brokerage?.websiteURL);
  const phone = brokerage?.officePhone;
  return (
    <article className="mf-onboarding-agent" aria-labelledby="mf-onboarding-agent-name">
      <div className="mf-onboarding-agent__main">
        {realtor.headshotImageURL && (
          <img
            className="mf-onboarding-agent__headshot"
            src={realtor.headshotImageURL}
            alt={intl.formatMessage({ id: 'onboarding.partner.photo' }, { name })}
          />
        )}
        <div>
          <p className="mf-onboarding-agent__kicker">{intl.formatMessage({ id: 'onboarding.partner.kicker' })}</p>
          <h1 id="mf-onboarding-agent-name">{name}</h1>
          {realtor.displayDescription && (
            <p className="mf-onboarding-agent__description">{realtor.displayDescription}</p>
          )}
          {licenses.length > 0 && (
            <ul
              className="mf-onboarding-agent__licenses"
              aria-label={intl.formatMessage({ id: 'onboarding.partner.licenses' })}
            >
              {licenses.map((license) => (
                <li key={`${license.state ?? ''}-${license.licenseNumber ?? ''}`}>
                  {license.state
                    ? intl.formatMessage(
                        { id: 'onboarding.partner.licenseInState' },
                        { state: license.state, number: license.licenseNumber },
                      )
                    : intl.formatMessage({ id: 'onboarding.partner.license' }, { number: license.licenseNumber })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {realtor.qrCodeURL && (
          <img
            className="mf-onboarding-agent__qr"
            src={realtor.qrCodeURL}
            alt={intl.formatMessage({ id: 'onboarding.partner.qrCode' }, { name })}
          />
        )}
      </div>
      {brokerage?.name && (
        <div className="mf-onboarding-agent__brokerage">
          {brokerage.logoURL && <img className="mf-onboarding-agent__logo" src={brokerage.logoURL} alt="" />}
          <div>
            <p className="mf-onboarding-agent__brokerage-name">{brokerage.name}</p>
            <p className="mf-onboarding-agent__contact">
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {new URL(website).host}
                </a>
              )}
              {website && phone && <span className="mf-onboarding-agent__separator" aria-hidden="true" />}
              {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
            </p>
          </div>
        </div>
      )}
    </article>
  );
}
