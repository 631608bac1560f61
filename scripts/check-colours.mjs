#!/usr/bin/env node
// `pnpm lint` part: no literal colour in style code outside packages/tokens (ARCHITECTURE.md,
// `packages/tokens`). A literal colour is a hex colour, an rgb()/rgba()/hsl()/hsla()/hwb()/lab()/lch()/
// oklab()/oklch()/color() call, or a CSS named colour. Style code is every stylesheet (`.css`, and
// vanilla-extract's `.css.ts`, whole), and in any other source file: a `style` attribute or prop, a
// `<style>` element, and the colour props of JSX (`fill`, `stroke`, `color`, `stopColor`…). Pictures are
// not style code: the markup of an SVG image (a favicon, a QR code) keeps its own colours.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const namedColours =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
  'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
  'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
  'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
  'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
  'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
  'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
  'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
  'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
  'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
  'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
  'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen';
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/;
const hexColour = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/;
const namedColour = new RegExp(`(?<![\\w$.#/-])(?:${namedColours.split(' ').join('|')})(?![\\w-])`, 'i');
/** CSS properties whose values may name a colour; a named colour elsewhere is a word, not a colour. */
const colourProperty =
  /(?:^|[\s{;,'"`])(--[\w-]+|(?:background|border|outline|column-rule|text-decoration|text-emphasis|caret|accent|fill|stroke|stop|flood|lighting)(?:-[\w-]+)?|color|box-shadow|text-shadow|[a-z]*(?:[cC]olor|[bB]ackground|[bB]order\w*|[oO]utline\w*|[sS]hadow|[fF]ill|[sS]troke))\s*:\s*([^;{}\n]*)/g;

const literalIn = (text) => {
  const found = hexColour.exec(text) ?? colourFunction.exec(text);
  if (found) return found[0];
  for (const [, , value] of text.matchAll(colourProperty)) {
    const named = namedColour.exec(value);
    if (named) return named[0];
  }
  return null;
};

/** A string literal of SVG markup: a picture, whose colours are its own. */
const svgString = /(['"`])\s*<svg\b(?:(?!\1)[^\\]|\\.)*\1/g;

/** The style code of a source file that is not a stylesheet, as `{ text, at }` (offset in the source). */
function styleCodeOf(file) {
  // pictures blanked out, their lines kept
  const source = file.replace(svgString, (markup) => markup.replace(/[^\n]/g, ' '));
  const pieces = [];
  const take = (pattern, text) => {
    for (const match of source.matchAll(pattern)) pieces.push({ text: text(match), at: match.index });
  };
  take(/\bstyle=\{\{[\s\S]*?\}\}/g, ([piece]) => piece);
  take(/\bstyle=(\\?["'])([^"'\\]*)\1/g, (match) => match[2]);
  take(/<style[^>]*>([\s\S]*?)<\/style>/g, (match) => match[1]);
  // a JSX colour prop reads as the declaration it stands for
  take(
    /\b(fill|stroke|color|stopColor|floodColor|lightingColor|backgroundColor)=\{?\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)/g,
    ([, name, ...values]) => `${name}: ${values.find((value) => value !== undefined)}`,
  );
  return pieces;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file))
  .filter((file) => /^(packages|\.storybook)\//.test(file) && !file.startsWith('packages/tokens/'))
  .filter((file) => /\.(tsx?|mjs|js|css|html|mdx)$/.test(file));

const problems = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const pieces = /\.css(\.ts)?$/.test(file)
    ? // a whole stylesheet, line by line, comments aside
      source
        .split('\n')
        .map((line, index) => ({ text: line.replace(/\/\/.*$|\/\*.*?\*\//g, ''), line: index + 1 }))
    : styleCodeOf(source).map(({ text, at }) => ({ text, line: source.slice(0, at).split('\n').length }));
  for (const { text, line } of pieces) {
    const literal = literalIn(text);
    if (literal)
      problems.push(`${file}:${line}: the literal colour ${literal} (take it from @winhub/tokens)`);
  }
}

if (problems.length) {
  console.error(`Literal colours outside packages/tokens:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`colours: ${files.length} files, no literal colour in style code outside packages/tokens`);
