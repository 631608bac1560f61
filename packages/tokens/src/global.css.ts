import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, vars } from './theme.css.ts';
import { media } from './values/index.ts';

globalStyle(`html.${darkTheme}`, {
  colorScheme: 'dark',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`.${darkTheme} body`, { margin: 0, minHeight: '100vh', background: vars.color.background });
globalStyle(`.${darkTheme} *, .${darkTheme} *::before, .${darkTheme} *::after`, { boxSizing: 'border-box' });
globalStyle(`.${darkTheme} ::selection`, { background: vars.color.accent, color: vars.color.textOnAccent });

globalStyle(`.${darkTheme} *, .${darkTheme} *::before, .${darkTheme} *::after`, {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
