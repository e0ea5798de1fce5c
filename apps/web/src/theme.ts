// @i18n-namespace common
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";
import { fixedT } from "./lib/i18n.ts";

/** WCAG 2.2 AA for normal-size text. */
const AA = 4.5;
const WHITE = "#ffffff";

/**
 * Secondary text and field descriptions: a grey between Mantine's gray.6 (#868e96, 3.3:1, too faint) and gray.7.
 * 5.74:1 on white, 5.44:1 on the footer's gray.0, 5.16:1 on gray.1, 4.52:1 on the indigo.1 tint.
 */
const DIMMED = "#5f6770";

/**
 * Placeholders, including the file pickers' "Choose a file" (real text, not ::placeholder): a shade lighter than
 * DIMMED so they still read as hints. 5.03:1 on white (Mantine's gray.5 is 2.07:1).
 */
const PLACEHOLDER = "#687078";

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` as it is when it already reads at AA on `background`, else darkened in small steps until it does. */
function readableOn(color: string, background: string): string {
  let out = color;
  for (let step = 1; contrastRatio(out, background) < AA && step <= 20; step += 1) out = darken(color, step * 0.04);
  return out;
}

/**
 * Mantine's variant colours, with text that always reads at AA, at rest and under the pointer (the defaults give
 * e.g. teal outline text at 2.6:1, green badge text on its tint at 3.8:1, yellow at 2.7:1, and indigo.9 on the
 * indigo.2 hover tint of light buttons and the active menu item at 4.1:1). Only failing combinations change.
 */
const readableVariantColors: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const { theme, variant } = input;
  const parsed = parseThemeColor({ color: input.color || theme.primaryColor, theme });
  const shades = parsed.isThemeColor ? theme.colors[parsed.color] : undefined;
  if (!shades) return base;
  const primary = typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade.light;
  const main = parsed.shade === undefined ? shades[primary] : parsed.value;
  // The tinted backgrounds of each variant: light and subtle hover on shade 2, outline on a 5% wash (~shade 0).
  const onTint = (text: string, tint: string) =>
    contrastRatio(text, tint) < AA ? { ...base, color: readableOn(text, tint) } : base;

  switch (variant) {
    case "filled": {
      if (base.color !== "var(--mantine-color-white)" || contrastRatio(WHITE, main) >= AA) return base;
      const background = readableOn(main, WHITE);
      return { ...base, background, hover: darken(background, 0.1) };
    }
    case "light":
    case "subtle":
      return parsed.shade === undefined ? onTint(shades[9], shades[2]) : base;
    case "transparent":
      return parsed.shade === undefined ? onTint(shades[9], WHITE) : base;
    case "outline": {
      if (contrastRatio(main, shades[0]) >= AA) return base;
      const color = readableOn(main, shades[0]);
      return { ...base, color, border: `1px solid ${color}` };
    }
    default:
      return base;
  }
};

/** One theme for the whole portal: a calm university blue, readable sizes, rounded controls, AA contrast. */
export const theme = createTheme({
  primaryColor: "indigo",
  // indigo.8 (#3b5bdb): white button text and indigo links on white both read at 5.67:1 (indigo.6 gave 4.32:1).
  primaryShade: 8,
  variantColorResolver: readableVariantColors,
  // Focus rings for keyboard users only; text fields get theirs in theme.css (Mantine gives them none).
  focusRing: "auto",
  // People who ask their system for less motion get none: modals, menus and toasts appear at once
  // (WCAG 2.3.3). The browser tests ask for it too, so axe never reads a toast mid-fade.
  respectReducedMotion: true,
  defaultRadius: "md",
  // Latin from the system; Devanagari from the self-hosted Noto face (main.tsx), the same on every machine.
  // theme.css repeats this stack without the Noto face for the language switcher on English pages: keep both alike.
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif",
  headings: { fontWeight: "700" },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Paper: { defaultProps: { radius: "md" } },
    // Status badges never cut their label ("UNDER REVIE…"): they wrap inside the space they have instead.
    Badge: {
      styles: {
        root: { height: "auto", minHeight: "var(--badge-height)", maxWidth: "100%", overflow: "visible" },
        label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip", overflowWrap: "break-word" },
      },
    },
    // Icon-only close buttons (dialogs, notifications) get a name for screen readers, in the
    // language shown: read each time a button renders.
    CloseButton: {
      defaultProps: () => {
        const t = fixedT();
        return { "aria-label": t("Close") };
      },
    },
    // The page keeps its scrollbar's room (theme.css, scrollbar-gutter): a dialog locks scrolling
    // without putting a margin in place of the scrollbar, which would now shift the page instead.
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});

/** Colour variables Mantine does not take from the theme object. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": DIMMED,
    "--mantine-color-placeholder": PLACEHOLDER,
    // Error messages under fields: red.9 (#c92a2a) 5.46:1 on white (Mantine's red.6 is 3.28:1).
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
