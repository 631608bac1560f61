import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, vars } from './theme.css.ts';
import { media, textStyle } from './values/index.ts';

const { body } = textStyle;

globalStyle(`html.${darkTheme}`, {
  colorScheme: 'dark',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font[body.fontFamily],
  fontSize: vars.fontSize[body.fontSize],
  fontWeight: vars.fontWeight[body.fontWeight],
  lineHeight: vars.lineHeight[body.lineHeight],
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
