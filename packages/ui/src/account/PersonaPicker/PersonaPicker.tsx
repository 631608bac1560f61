import { Check } from 'lucide-react';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { portugueseLang, texts } from '../../i18n/texts.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formHeader, formLead, formTitle } from '../shared/formCard.css.ts';
import * as styles from './PersonaPicker.css.ts';
import { type BusinessProfile, type BusinessProfileOption, defaultBusinessProfiles } from './profiles.ts';

export type PersonaPickerProps = {
  /** Continue with the chosen profile; the app stores it and goes to /dashboard. */
  onContinue: (profile: BusinessProfile) => void;
  defaultProfile?: BusinessProfile;
  /** Portuguese texts, like the rest of the screen. */
  profiles?: readonly BusinessProfileOption[];
};

export function PersonaPicker({
  onContinue,
  defaultProfile,
  profiles = defaultBusinessProfiles,
}: PersonaPickerProps) {
  const [profile, setProfile] = useState<BusinessProfile | null>(defaultProfile ?? null);
  const title = texts.pt('account.personaPicker.title');
  return (
    <div className={styles.root} lang={portugueseLang}>
      <header className={formHeader}>
        <h1 className={formTitle}>{title}</h1>
        <p className={formLead}>{texts.pt('account.personaPicker.lead')}</p>
      </header>
      <RadioGroup
        aria-label={title}
        value={profile}
        onChange={(value) => setProfile(value as BusinessProfile)}
        className={styles.group}
      >
        {profiles.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.card}>
            {({ isSelected }) => (
              <>
                <span className={styles.head}>
                  <span className={styles.title}>{option.title}</span>
                  <span className={styles.indicator} aria-hidden="true">
                    {isSelected ? <Check size={14} strokeWidth={3} /> : null}
                  </span>
                </span>
                <span className={styles.description}>{option.description}</span>
                <span className={styles.chips}>
                  {option.features.map((feature) => (
                    <Badge key={feature} size="sm">
                      {feature}
                    </Badge>
                  ))}
                </span>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.footer}>
        <Button size="lg" isDisabled={profile === null} onPress={() => profile && onContinue(profile)}>
          {texts.pt('account.personaPicker.continue')}
        </Button>
      </div>
    </div>
  );
}
