import './font.css';
import './global.css.ts';

export { darkTheme, vars } from './theme.css.ts';
export { breakpoints, media, timing } from './values/index.ts';
