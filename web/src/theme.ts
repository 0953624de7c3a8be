import {
  type BadgeProps,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';

// A deep trust blue for the brand; green, red and amber keep their usual
// meanings (approved, declined, needs attention).
const brand: MantineColorsTuple = [
  '#e8f1ff', '#d0defa', '#a0bbf1', '#6c95e9', '#4175e2', '#2761de', '#1757dd', '#0848c4', '#003fb0', '#00369c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Every field keyboard reachable: the show/hide button too (Mantine skips it in the tab order by default).
    // Plain objects, not Component.extend(): importing the components here would put them in every page's first download.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide the password' },
      } satisfies Partial<PasswordInputProps>,
    },
    // A status is never cut to "APPR…": a badge squeezed by its table cell keeps its whole label.
    Badge: { styles: { root: { minWidth: 'max-content' } } satisfies BadgeProps['styles'] },
    // Notices: a named close button and readable text (Mantine's default grey is below 4.5:1).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } } satisfies Partial<NotificationProps>,
      styles: { description: { color: 'var(--mantine-color-text)' } } satisfies NotificationProps['styles'],
    },
    // A dialog's title bar is not the page's banner: Mantine draws it as <header>, which axe
    // counts as a second banner landmark beside the app's header while a dialog is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Secondary text must stay readable (WCAG AA 4.5:1); Mantine's default grey is too light on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Amber text of light alerts and badges ("needs attention", "offline") is 2.9:1 by default; this is 5.8:1.
    '--mantine-color-yellow-light-color': '#8f5200',
    // Red text (c="red": a field's or a link's error) and red outlined buttons (CANCEL LOAN) are
    // shade 7 by default, 3.8:1 on white; shade 9 is 5.5:1.
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    // Notice (components/notice.tsx): titles 5:1 and more on their boxes.
    '--notice-error-bg': 'var(--mantine-color-red-0)',
    '--notice-error-color': 'var(--mantine-color-red-9)',
    '--notice-error-border': 'var(--mantine-color-red-3)',
    '--notice-success-bg': 'var(--mantine-color-green-0)',
    '--notice-success-color': '#1e6b2c',
    '--notice-success-border': 'var(--mantine-color-green-3)',
  },
  // Links and brand text on dark backgrounds need a lighter blue than the buttons use.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    // Brand-coloured text (c="brand": the verification's step list, the loan amount) is shade 4
    // by default, 3.6:1 on the dark page; shade 3 is 5:1 and more, as the links.
    '--mantine-color-brand-text': 'var(--mantine-color-brand-3)',
    '--notice-error-bg': '#3a1414',
    '--notice-error-color': 'var(--mantine-color-red-2)',
    '--notice-error-border': 'var(--mantine-color-red-8)',
    '--notice-success-bg': '#112e19',
    '--notice-success-color': 'var(--mantine-color-green-2)',
    '--notice-success-border': 'var(--mantine-color-green-8)',
  },
});
