/** The welcome dialog of onboarding (in-play §2: story lines, each with a type, text and avatar). Original text. */
export interface DialogLine {
  type: string;
  speaker: string;
  text: string;
  avatar_url: string;
}

const art = (key: string) => `/api/media/art/avatar-${key}.svg`;

export const DIALOG_LINES: DialogLine[] = [
  { type: 'Recruit', speaker: 'You', text: 'Where… where am I? The last thing I remember is a library lamp going out.', avatar_url: art('starting-lantern') },
  { type: 'Archivist', speaker: 'The Archivist', text: 'You are in the Sanctum, Recruit. Every moment that was ever written down is shelved somewhere in these halls.', avatar_url: art('archivist') },
  { type: 'Archivist', speaker: 'The Archivist', text: 'Lately the shelves have begun to tremble. Timelines are fraying: fires spread further, bells crack sooner, maps forget their coasts.', avatar_url: art('archivist') },
  { type: 'Recruit', speaker: 'You', text: 'And what am I supposed to do about it?', avatar_url: art('starting-lantern') },
  { type: 'Chronomancer', speaker: 'The Chronomancer', text: 'Step inside them. Choose, as only a Historian can, and carry back what must not be lost.', avatar_url: art('chronomancer') },
  { type: 'Archivist', speaker: 'The Archivist', text: 'But first, every Historian signs the register. Tell us your name.', avatar_url: art('archivist') },
];
