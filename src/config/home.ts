/**
 * What the home page's first screen shows beyond the counts: one write-up to start with, and the figure
 * that best shows what its solve looks like (a figure of that page, so the figure test has read it).
 */
export const featuredWriteup = {
  /** The write-up's address, relative to the base URL. */
  permalink: 'docs/pico-ctf/forensics/red',
  /** The figure, relative to the site. */
  figure: 'docs/pico-ctf/forensics/_figures/red/bit-planes.png',
  alt: 'A plain red square beside the lowest bit of each of its four channels, drawn as black and white stripes: every row repeats the same pattern',
  caption:
    'A picture that looks empty: its lowest bits repeat one pattern down every row, which is where the message is.',
} as const;
