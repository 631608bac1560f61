import '@fontsource-variable/inter/wght.css';
import './global.css.ts';

export { darkTheme, vars } from './theme.css.ts';
export { breakpoints, media, timing } from './values/index.ts';
