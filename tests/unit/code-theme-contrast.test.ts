/**
 * Every token colour of the code themes (`plugins/code-theme/prism-theme.ts`) meets WCAG AA contrast
 * (4.5:1 for normal text) on its mode's code background and on a highlighted line, whose
 * translucent background is composited over the code background. Contrast comes from
 * `colord`'s a11y plugin.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

import {darkCode, lightCode, type CodeColours} from '../../plugins/code-theme/prism-theme';

extend([a11yPlugin]);

const AA_NORMAL_TEXT = 4.5;

/** `top` (possibly translucent) drawn over the opaque `bottom`, as an opaque colour. */
function composite(top: string, bottom: string): string {
  const over = colord(top).toRgb();
  const under = colord(bottom).toRgb();
  const mix = (a: number, b: number) => a * over.a + b * (1 - over.a);
  return colord({r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b)}).toHex();
}

function shortfalls(name: string, {theme, highlightedLineBackground}: CodeColours): string[] {
  const background = theme.plain.backgroundColor;
  assert.ok(background && colord(background).isValid(), `${name}: the theme has no background colour`);
  const highlighted = composite(highlightedLineBackground, background);
  const colours = [
    {types: ['plain'], colour: theme.plain.color},
    ...theme.styles.map((entry) => ({types: entry.types, colour: entry.style.color})),
  ].filter((entry): entry is {types: string[]; colour: string} => entry.colour !== undefined);
  assert.ok(colours.length > 5, `${name}: too few colours to be a theme`);
  return colours.flatMap(({types, colour}) =>
    [
      ['background', background],
      ['highlighted line', highlighted],
    ].flatMap(([where, behind]) => {
      const ratio = colord(colour).contrast(behind);
      return ratio < AA_NORMAL_TEXT ? [`${name} ${types.join('/')} ${colour} on ${where} ${behind}: ${ratio}`] : [];
    }),
  );
}

test('every token colour meets WCAG AA on the background and on highlighted lines, in both modes', () => {
  assert.deepEqual([...shortfalls('light', lightCode), ...shortfalls('dark', darkCode)], []);
});

test('the check fails for a colour that falls short (the original dracula comment colour)', () => {
  const failing: CodeColours = {
    ...darkCode,
    theme: {...darkCode.theme, styles: [...darkCode.theme.styles, {types: ['comment'], style: {color: '#6272a4'}}]},
  };
  assert.equal(shortfalls('dark', failing).length, 2);
});
