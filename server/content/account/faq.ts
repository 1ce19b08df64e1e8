import { formatPrice, GRANTS, PRICE_CENTS } from '../../../src/contract';

/** The FAQ page (GET /faq/): original answers about this game. */
export const FAQ: { question: string; answer: string }[] = [
  { question: 'What is a Timeline?', answer: 'A Timeline is a dungeon-style adventure made of rooms. You type what you do, the dice decide how well it goes, and missions reward you with Historian Rank points.' },
  { question: 'What is a Memory?', answer: 'A Memory is a short series of chapters where you shape the story at its decisive moments. Every fragment you play is kept in your Sanctum.' },
  { question: 'How do I earn Historian Rank?', answer: 'Complete missions and expeditions in Timelines. Being the first to complete a mission earns double points. Each new rank gives +200 artifact power and sometimes an avatar.' },
  { question: 'What is artifact power?', answer: 'Artifact power lets you carry artifacts into a Timeline. The more artifacts you take, the more power it costs.' },
  { question: 'Can I play without a connection?', answer: 'Yes. Everything you have already opened stays readable offline, and the choices you make offline are sent once you are back online.' },
  { question: 'What does the Mythic plan include?', answer: `Unlimited play, creating your own adventures, the best and fastest generation, faster rank points, priority support and no ads, for ${formatPrice(PRICE_CENTS.subscription)}/month.` },
  { question: 'How do free-play codes work?', answer: `Enter a code in the free-play code window to get ${GRANTS.freePlayCode.text} of unlimited play. After redeeming one you must wait a few days before redeeming another.` },
  { question: 'How does Refer a Friend work?', answer: `Share your referral code. Your friend gets ${GRANTS.referralFriend.text} of unlimited play, and you go up one season pass level when they make their first choice.` },
  { question: 'Why should I link my account?', answer: 'Linking your email keeps your progress safe across devices, and it is needed before you can subscribe.' },
  { question: 'How do I block someone?', answer: 'Open their profile from a comment and choose Block. Blocked players are listed in your profile, where you can unblock them at any time.' },
];
