import { ArrowLeft, ChevronRight, House, LayoutDashboard } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { panel, screen, text, title } from '../shared/screen.css.ts';
import {
  actions,
  bullet,
  card,
  code,
  footer,
  item,
  list,
  suggestions as suggestionsStyle,
  suggestionsTitle,
  support,
  supportMention,
} from './NotFound.css.ts';

export type NotFoundProps = {
  /** Browser history back. */
  onGoBack: () => void;
  /** To /. */
  onHome: () => void;
  /** To /dashboard with a stored token, else /login: the app decides. */
  onDashboard: () => void;
  suggestions?: readonly string[];
};

const defaultSuggestions = [
  'Check the web address for typos',
  'Go back to the previous page',
  'Visit our home page to explore WinHub',
  'Open your dashboard to reach your services',
] as const;

/** Every unknown path (docs/product/routes.md, "Not-found page"). */
export function NotFound({ onGoBack, onHome, onDashboard, suggestions = defaultSuggestions }: NotFoundProps) {
  const suggestionsId = useId();
  return (
    <main className={screen}>
      <section className={`${panel} ${card}`}>
        <p className={code}>404</p>
        <h1 className={title}>Page Not Found</h1>
        <p className={text}>Oops! The page you're looking for doesn't exist or has been moved.</p>
        <div className={suggestionsStyle}>
          <h2 id={suggestionsId} className={suggestionsTitle}>
            Here's what you can try:
          </h2>
          <ul className={list} aria-labelledby={suggestionsId}>
            {suggestions.map((suggestion) => (
              <li key={suggestion} className={item}>
                <ChevronRight size={16} aria-hidden="true" className={bullet} />
                {suggestion}
              </li>
            ))}
          </ul>
        </div>
        <div className={actions}>
          <Button variant="secondary" onPress={onGoBack}>
            <ArrowLeft size={16} aria-hidden="true" />
            Go Back
          </Button>
          <Button onPress={onHome}>
            <House size={16} aria-hidden="true" />
            Home Page
          </Button>
          <Button variant="secondary" onPress={onDashboard}>
            <LayoutDashboard size={16} aria-hidden="true" />
            Dashboard
          </Button>
        </div>
        <p className={support}>
          Still need help? Contact our <span className={supportMention}>technical support</span>.
        </p>
      </section>
      <footer className={footer}>
        <Logo size="sm" />
        <span>Your complete business ecosystem</span>
      </footer>
    </main>
  );
}
