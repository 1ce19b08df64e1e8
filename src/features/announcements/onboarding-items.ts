/**
 * The Sanctum's feature tour (the onboarding overlay), as app-shell §3's Onboarding item: each item
 * spotlights the element whose id is next_wrapper_id on next_route, with its card at the top of the screen
 * or the bottom. The in-play §9 local flag remembers that the tour was seen.
 */
export interface OnboardingItem {
  image_src: string;
  title: string;
  description: string;
  buttonText: string;
  /** The card sits at the top of the screen (the spotlight is below it). */
  top: boolean;
  /** The item's place in the tour, from 1. */
  state: number;
  next_route: string;
  next_wrapper_id: string;
}

export const SEEN_KEY = 'feature-onboarding-seen';

export const ONBOARDING_ITEMS: readonly OnboardingItem[] = [
  {
    image_src: '/api/media/art/tour-stats.svg',
    title: 'Your Historian Rank',
    description: 'Missions and Expeditions raise your rank. Each new rank brings artifact power and rewards to claim.',
    buttonText: 'Next',
    top: false,
    state: 1,
    next_route: '/sanctum',
    next_wrapper_id: 'sanctum-title',
  },
  {
    image_src: '/api/media/art/tour-timelines.svg',
    title: 'Timelines',
    description: 'Enter a Timeline, type what you do, and let the dice decide. Be the first to finish a mission for double points.',
    buttonText: 'Next',
    top: false,
    state: 2,
    next_route: '/sanctum',
    next_wrapper_id: 'timelines-title',
  },
  {
    image_src: '/api/media/art/tour-memories.svg',
    title: 'Memories',
    description: 'Short stories in chapters. At each decisive moment the choice is yours, and every fragment stays readable offline.',
    buttonText: 'Next',
    top: false,
    state: 3,
    next_route: '/sanctum',
    next_wrapper_id: 'memories-title',
  },
  {
    image_src: '/api/media/art/tour-continue.svg',
    title: 'Continue Play',
    description: 'Wherever you stopped, this button takes you straight back.',
    buttonText: 'Start My Adventure',
    top: true,
    state: 4,
    next_route: '/sanctum',
    next_wrapper_id: 'footer-continue',
  },
];

export function markTourSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // nothing to remember it with
  }
}
