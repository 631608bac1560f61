import { Check } from 'lucide-react';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { portugueseLang } from '../../i18n/languages.ts';
import { texts } from '../../i18n/texts.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { choiceDescription, choiceTitle } from '../shared/choiceCards.css.ts';
import { formHeader, formLead, formTitle } from '../shared/formCard.css.ts';
import * as styles from './BusinessProfilePicker.css.ts';
import { type BusinessProfile, type BusinessProfileOption, defaultBusinessProfiles } from './profiles.ts';

export type BusinessProfilePickerProps = {
  /** Continue with the chosen profile; the app stores it and goes to /dashboard. */
  onContinue: (profile: BusinessProfile) => void;
  defaultProfile?: BusinessProfile;
  /** Portuguese texts, like the rest of the screen. */
  profiles?: readonly BusinessProfileOption[];
};

/**
 * The /persona-selection screen: which kind of business the person runs (a BusinessProfile), as one
 * radio group and a Continue button. Not to be confused with PersonaChoice, the first step of /register.
 */
export function BusinessProfilePicker({
  onContinue,
  defaultProfile,
  profiles = defaultBusinessProfiles,
}: BusinessProfilePickerProps) {
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
                  <span className={choiceTitle}>{option.title}</span>
                  <span className={styles.indicator} aria-hidden="true">
                    {isSelected ? <Check size={14} strokeWidth={3} /> : null}
                  </span>
                </span>
                <span className={choiceDescription}>{option.description}</span>
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
