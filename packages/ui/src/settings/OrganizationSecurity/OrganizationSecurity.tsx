import { Building2, ShieldCheck, ShieldOff } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { textLink } from '../../primitives/shared/textLink.css.ts';
import type { TeamRole } from '../../teams/shared/team.ts';
import * as frame from '../shared/settingsPanel.css.ts';
import * as styles from './OrganizationSecurity.css.ts';

export type OrganizationSecurityProps = {
  organizationName: string;
  viewerRole: TeamRole;
  /** `external` when an outside identity provider signs people in: it decides on second factors. */
  identityProvider: 'embedded' | 'external';
  requireSecondFactor: boolean;
  onRequireSecondFactorChange: (required: boolean) => void;
  isSaving?: boolean;
  error?: string;
  /** People of the organization without a second factor yet (told to admins). */
  membersWithoutSecondFactor?: number;
  /** The signed-in person's own account page, where they set up their factors. */
  accountHref?: string;
};

const people = (count: number) => (count === 1 ? '1 person has' : `${count} people have`);

/**
 * The Security tab: whether every member must sign in with a second factor (an authenticator app or a
 * passkey). Admins switch it; members read it; with an external identity provider the provider decides.
 */
export function OrganizationSecurity({
  organizationName,
  viewerRole,
  identityProvider,
  requireSecondFactor,
  onRequireSecondFactorChange,
  isSaving = false,
  error,
  membersWithoutSecondFactor,
  accountHref = '/account',
}: OrganizationSecurityProps) {
  const accountLink = (
    <Link href={accountHref} className={textLink}>
      your account page
    </Link>
  );

  return (
    <section className={frame.panel} aria-labelledby="organization-security-title">
      <header className={frame.titleBlock}>
        <h2 id="organization-security-title" className={frame.title}>
          Security
        </h2>
        <p className={frame.lead}>How the people of {organizationName} sign in.</p>
      </header>

      {identityProvider === 'external' ? (
        <div className={styles.setting}>
          <p className={styles.statusLine}>
            <Building2 size={18} aria-hidden="true" />
            <span className={styles.settingTitle}>Your identity provider decides</span>
          </p>
          <p className={frame.lead}>
            People of {organizationName} sign in through your organization's identity provider, which decides
            whether they need a second factor. WinHub holds no passwords or second factors for them: set the
            rule in your provider.
          </p>
        </div>
      ) : viewerRole === 'admin' ? (
        <div className={styles.setting}>
          <Switch
            isSelected={requireSecondFactor}
            onChange={onRequireSecondFactorChange}
            isDisabled={isSaving}
            aria-describedby="second-factor-explanation"
          >
            <span className={styles.settingTitle}>Require a second factor for every member</span>
          </Switch>
          <div className={styles.explanation} id="second-factor-explanation">
            <p className={frame.lead}>
              After their password, everyone confirms with an authenticator app code or a passkey. Members
              without one are asked to set one up at their next sign-in, before they reach the dashboard.
            </p>
            {membersWithoutSecondFactor !== undefined && (
              <p className={frame.lead}>
                {membersWithoutSecondFactor === 0
                  ? 'Everyone already has a second factor.'
                  : `${people(membersWithoutSecondFactor)} no second factor yet.`}
              </p>
            )}
          </div>
          {isSaving && (
            <p className={styles.statusLine} role="status">
              <Spinner size="sm" />
              Saving...
            </p>
          )}
          <FormError>{error}</FormError>
        </div>
      ) : (
        <div className={styles.setting}>
          <p className={styles.statusLine}>
            {requireSecondFactor ? (
              <Badge variant="success" icon={<ShieldCheck size={12} />}>
                Required
              </Badge>
            ) : (
              <Badge variant="neutral" icon={<ShieldOff size={12} />}>
                Not required
              </Badge>
            )}
            <span className={styles.settingTitle}>Second factor for every member</span>
          </p>
          <p className={frame.lead}>
            {requireSecondFactor
              ? `${organizationName} asks everyone for an authenticator app code or a passkey after their password. `
              : `${organizationName} does not ask for a second factor, but you can turn one on for yourself. `}
            Set yours up on {accountLink}. Only admins change this rule.
          </p>
        </div>
      )}
    </section>
  );
}
