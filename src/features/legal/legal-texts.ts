/** The legal pages' text: plain paragraphs under headed sections, kept as data so the page stays one component. */
export interface LegalDoc {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const LEGAL: Record<'terms' | 'contest-rules' | 'rules' | 'policy', LegalDoc> = {
  terms: {
    title: 'Terms & Conditions',
    updated: 'November 2026',
    sections: [
      {
        heading: 'Using Chronicle',
        paragraphs: [
          'Chronicle is an interactive story game. By creating an account or playing, you agree to these terms. You must be at least 13 years old to create an account.',
          'Keep your login email secure. You are responsible for what is done with your account.',
        ],
      },
      {
        heading: 'Your choices and comments',
        paragraphs: [
          'The choices you type and the comments you post remain yours. You allow us to store them, show them to other players where the game shares them, and use them to continue your stories.',
          'Do not post anything unlawful, hateful, or that reveals other people’s private information. We may remove content and suspend accounts that break these rules.',
        ],
      },
      {
        heading: 'Subscriptions',
        paragraphs: [
          'Some content needs a Premium subscription. Prices are shown before you pay; a subscription renews until you cancel it.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We may update these terms. When the change matters, we tell you in the app before it applies.'],
      },
    ],
  },
  'contest-rules': {
    title: 'Contest Rules',
    updated: 'November 2026',
    sections: [
      {
        heading: 'Who may enter',
        paragraphs: [
          'Contests are open to registered Historians aged 13 or over, except where local law forbids them. Staff and their households may not win prizes.',
        ],
      },
      {
        heading: 'How winners are chosen',
        paragraphs: [
          'Each contest announces its dates, its prize and how entries are judged before it starts. Entries must be your own work and follow the community rules.',
          'Winners are contacted through the email of their account and have 14 days to claim the prize.',
        ],
      },
    ],
  },
  rules: {
    title: 'Community Rules',
    updated: 'November 2026',
    sections: [
      {
        heading: 'Be a good Historian',
        paragraphs: [
          'Be kind in comments. Disagree with ideas, not with people.',
          'Mark spoilers as spoilers. Others are still playing the chapter you finished.',
          'No harassment, hate speech, sexual content involving minors, or sharing of personal data. Report what breaks these rules; block people you do not want to hear from.',
        ],
      },
    ],
  },
  policy: {
    title: 'Privacy Policy',
    updated: 'November 2026',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your email, your username and avatar, your progress in each story, the choices you make, your ratings and your comments.',
          'Your birth date is used only to check your age and is never saved.',
        ],
      },
      {
        heading: 'On your device',
        paragraphs: [
          'Chronicle stores the stories you have opened, and anything you do while offline, on your device so you can keep reading without a connection. Logging out removes it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data or for its deletion at any time by writing to privacy@chronicle.example. We do not sell your personal data.',
        ],
      },
    ],
  },
};
