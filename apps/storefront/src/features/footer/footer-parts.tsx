import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { shareLinks, telLink } from '@haat/domain/chat';
import { localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { useShopHref } from '../../lib/links.ts';
import { cx } from '@haat/ui/class-names';
import { safeHttpUrl } from '../../lib/safe-http-url.ts';
import { useShop } from '../../lib/shop.ts';
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon, XIcon, YoutubeIcon } from './brand-icons.tsx';
import * as styles from './footer.css.ts';

export function ContactDetails() {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const locale = toLocale(i18n.locale);
  // The shop's address and public number; the owner's own email and mobile stay private (decision 193).
  return (
    <ul role="list" className={styles.list} aria-label={t`Contact`}>
      {shop.address && (
        <li className={styles.contactLine}>
          <MapPin size={18} aria-hidden="true" />
          <span>{shop.address}</span>
        </li>
      )}
      {shop.public_number && (
        <li className={styles.contactLine}>
          <Phone size={18} aria-hidden="true" />
          <a className={styles.link} href={telLink(shop.public_number)}>
            {localizeDigits(shop.public_number, locale)}
          </a>
        </li>
      )}
    </ul>
  );
}

/** Order tracking and the five information pages. */
export function PolicyLinks({ inline = false }: { inline?: boolean }) {
  const { t } = useLingui();
  const href = useShopHref();
  const links = [
    { to: href('shop-track-order'), label: t`Track order` },
    { to: href('shop-about-us'), label: t`About us` },
    { to: href('shop-privacy-policy'), label: t`Privacy policy` },
    { to: href('shop-terms-of-conditions'), label: t`Terms and conditions` },
    { to: href('shop-refund-policy'), label: t`Refund policy` },
    { to: href('shop-cancellation-policy'), label: t`Cancellation policy` },
  ];
  return (
    <nav aria-label={t`Shop information`}>
      <ul role="list" className={inline ? styles.inlineList : styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function IconLinks({ label, links }: { label: string; links: { href: string; name: string; icon: ReactNode }[] }) {
  if (links.length === 0) return null;
  return (
    <ul role="list" className={styles.iconRow} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            className={styles.iconLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.name}
            title={link.name}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The shop's own pages on social networks. */
export function SocialLinks() {
  const { t } = useLingui();
  const shop = useShop();
  const candidates = [
    { href: safeHttpUrl(shop.facebook), name: t`Facebook`, icon: <FacebookIcon /> },
    { href: safeHttpUrl(shop.instagram), name: t`Instagram`, icon: <InstagramIcon /> },
    { href: safeHttpUrl(shop.youtube), name: t`YouTube`, icon: <YoutubeIcon /> },
    { href: safeHttpUrl(shop.tiktok), name: t`TikTok`, icon: <TiktokIcon /> },
    { href: safeHttpUrl(shop.twitter), name: t`X (Twitter)`, icon: <XIcon /> },
  ];
  const links = candidates.filter((link): link is typeof link & { href: string } => link.href !== null);
  return <IconLinks label={t`Follow the shop`} links={links} />;
}

/** Share the shop on Facebook, WhatsApp, by email and on Twitter. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const share = shareLinks(url, title);
  const links = [
    { href: share.facebook, name: t`Share on Facebook`, icon: <FacebookIcon /> },
    { href: share.whatsapp, name: t`Share on WhatsApp`, icon: <WhatsappIcon /> },
    { href: share.email, name: t`Share by email`, icon: <Mail size={18} aria-hidden="true" /> },
    { href: share.twitter, name: t`Share on Twitter`, icon: <XIcon /> },
  ];
  return <IconLinks label={t`Share this shop`} links={links} />;
}

export function PoweredBy({ className }: { className?: string }) {
  const { t } = useLingui();
  return <p className={cx(className)}>{t`Powered by Haat`}</p>;
}
