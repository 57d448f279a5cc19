export interface University {
  name: string;
  /** Shown in the coloured circle when the logo cannot load. */
  initials: string;
  color: string;
  logoUrl: string;
}

const university = (slug: string, name: string, initials: string, color: string): University => ({
  name,
  initials,
  color,
  logoUrl: `/images/universities/${slug}.svg`,
});

/** Schools our students come from, shown in the scrolling logo row. */
export const UNIVERSITIES: readonly University[] = [
  university('georgia-tech', 'Georgia Tech', 'GT', '#003057'),
  university('uga', 'University of Georgia', 'UGA', '#ba0c2f'),
  university('michigan', 'University of Michigan', 'UM', '#00274c'),
  university('ut-austin', 'UT Austin', 'UT', '#bf5700'),
  university('ucla', 'UCLA', 'UCLA', '#2774ae'),
  university('ohio-state', 'Ohio State', 'OSU', '#bb0000'),
  university('nyu', 'New York University', 'NYU', '#57068c'),
  university('purdue', 'Purdue University', 'PU', '#6f5d2e'),
  university('florida', 'University of Florida', 'UF', '#0021a5'),
  university('unc', 'UNC Chapel Hill', 'UNC', '#13294b'),
];
