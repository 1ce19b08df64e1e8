/** What the credits page says beside the icon list: the other works Chronicle is made with, and their licences. */
export interface CreditSection {
  heading: string;
  paragraphs: string[];
  link?: { label: string; href: string };
}

export const OTHER_CREDITS: CreditSection[] = [
  {
    heading: 'Pictures',
    paragraphs: [
      'The covers of the Timelines and Memories, the scenes of every room and the portraits are drawn by Chronicle itself, from the places and years of their stories. The figures in them, and the icons of items, people, trackers, checks and artifacts, are from Game Icons.',
    ],
  },
  {
    heading: 'Fonts',
    paragraphs: ['Cinzel, by Natanael Gama, and Atkinson Hyperlegible, by the Braille Institute of America, under the SIL Open Font License 1.1, served from this app.'],
  },
  {
    heading: 'Narration',
    paragraphs: [
      'Chapters are read aloud by meSpeak.js, by Norbert Landsteiner, after eSpeak by Jonathan Duddington (GNU General Public License), and encoded by lamejs (GNU Lesser General Public License).',
    ],
  },
  {
    heading: 'The world',
    paragraphs: ['The Timelines, Memories and characters of Chronicle are original to it. Their history is real; their hours are borrowed.'],
  },
];

export const GAME_ICONS = {
  intro: 'Icons from Game Icons, used under the Creative Commons Attribution 3.0 licence. Icons made by the authors below.',
  site: { label: 'game-icons.net', href: 'https://game-icons.net' },
  licence: { label: 'CC BY 3.0', href: 'https://creativecommons.org/licenses/by/3.0/' },
};
