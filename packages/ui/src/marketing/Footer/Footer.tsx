import { Button, Link } from 'react-aria-components';
import { Logo } from '../../primitives/Logo/index.ts';
import { Tooltip } from '../../primitives/Tooltip/index.ts';
import { SocialIcon, type SocialNetwork } from '../SocialIcon/index.ts';
import { container } from '../shared/layout.css.ts';
import * as styles from './Footer.css.ts';
import { defaultFooterColumns, type FooterColumn } from './footerColumns.ts';

export type FooterSocial = { network: SocialNetwork; label: string };

export const defaultFooterSocials: readonly FooterSocial[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'instagram', label: 'Instagram' },
];

export type FooterProps = {
  tagline?: string;
  columns?: readonly FooterColumn[];
  socials?: readonly FooterSocial[];
  copyright?: string;
  brandHref?: string;
  /** A footer link was pressed: its column title and label (links with an href also navigate). */
  onLink?: (column: string, label: string) => void;
  /** A social button was pressed (the spec only logs it). */
  onSocial?: (network: SocialNetwork) => void;
};

export function Footer({
  tagline = 'The complete business ecosystem: ERP, marketplace, meetings, ads and warehouse management behind one sign-in.',
  columns = defaultFooterColumns,
  socials = defaultFooterSocials,
  copyright = '© WinHub. All rights reserved.',
  brandHref = '/',
  onLink,
  onSocial,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo href={brandHref} />
            <p className={styles.tagline}>{tagline}</p>
          </div>
          <div className={styles.columns}>
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.linkList}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        href={link.href}
                        className={styles.link}
                        onPress={() => onLink?.(column.title, link.label)}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright}</p>
          <div className={styles.socials}>
            {socials.map((social) => (
              // The buttons show only a brand mark: the tooltip names the network for sighted people too.
              <Tooltip key={social.network} content={social.label}>
                <Button
                  aria-label={social.label}
                  className={styles.social}
                  onPress={() => onSocial?.(social.network)}
                >
                  <SocialIcon network={social.network} />
                </Button>
              </Tooltip>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
