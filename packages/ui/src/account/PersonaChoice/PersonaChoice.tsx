import { BriefcaseBusiness, Megaphone, Newspaper } from 'lucide-react';
import { Button } from 'react-aria-components';
import { choiceDescription, choiceTitle } from '../shared/choiceCards.css.ts';
import { formHeader, formLead, formTitle } from '../shared/formCard.css.ts';
import * as styles from './PersonaChoice.css.ts';
import { defaultPersonaOptions, type Persona, type PersonaOption } from './personas.ts';

const personaIcon = { empresa: BriefcaseBusiness, anunciante: Megaphone, publicador: Newspaper } as const;

export type PersonaChoiceProps = {
  /** A persona was picked; the app shows the registration form for it. */
  onChoose: (persona: Persona) => void;
  /** A card is hovered, focused or pressed: a choice may follow (the app starts loading the form). */
  onPreview?: () => void;
  options?: readonly PersonaOption[];
  title?: string;
  lead?: string;
};

export function PersonaChoice({
  onChoose,
  onPreview,
  options = defaultPersonaOptions,
  title = 'Create your WinHub account',
  lead = 'How will you use WinHub? Choose a profile to continue.',
}: PersonaChoiceProps) {
  return (
    <div className={styles.root}>
      <header className={formHeader}>
        <h1 className={formTitle}>{title}</h1>
        <p className={formLead}>{lead}</p>
      </header>
      <div className={styles.options}>
        {options.map((option) => {
          const Icon = personaIcon[option.id];
          return (
            <Button
              key={option.id}
              className={styles.option}
              onHoverStart={onPreview}
              onFocus={onPreview}
              onPressStart={onPreview}
              onPress={() => onChoose(option.id)}
            >
              <span className={styles.icon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className={choiceTitle}>{option.title}</span>
              <span className={choiceDescription}>{option.description}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
