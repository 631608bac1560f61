import { style } from '@vanilla-extract/css';
import { control } from '../Field/field.css.ts';

export const input = style([control]);
