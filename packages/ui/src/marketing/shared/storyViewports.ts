/**
 * Story settings for a 375 × 812 phone: `globals` resizes the browser in story tests,
 * `parameters.screenshot` sizes the visual-regression capture.
 */
export const phoneStory = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
    screenshot: { width: 375, height: 812 },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;

/** Wide desktop capture (1280 px) for full-width bands such as the services orbit. */
export const wideStory = {
  parameters: {
    viewport: { options: { wide1280: { name: 'Wide 1280', styles: { width: '1280px', height: '900px' } } } },
    screenshot: { width: 1280, height: 900 },
  },
  globals: { viewport: { value: 'wide1280', isRotated: false } },
} as const;

/**
 * True when the story frame is phone-sized. The visual-regression runner plays a story at its
 * default 1024 px and only then resizes to `parameters.screenshot`, so phone-only assertions
 * run only where the phone layout is actually on screen (story tests set the size first).
 */
export const atPhoneWidth = () => window.innerWidth <= 375;
