import classes from './button-looks.module.css';

// Classes to give plain's buttonLook()/PlainButton (`className`) the Mantine button looks that
// ./plain.tsx does not have: the white variant, the medium size, the large icon button, full width.

/** variant="white": pair with a `--look-color` (e.g. 'var(--mantine-color-cyan-9)') for the text. */
export const whiteButton = classes.white;
/** size="md" (42 px high, medium text). */
export const mediumButton = classes.medium;
/** ActionIcon size="lg" (34 px square), with `icon`. */
export const largeIconButton = classes.largeIcon;
/** fullWidth. */
export const blockButton = classes.block;
