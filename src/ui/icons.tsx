/** The few line icons the UI uses, drawn inline so they work offline and inherit colour. */
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const SanctumIcon = () => (
  <svg {...base}>
    <path d="M3 9l9-5 9 5M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...base}>
    <path d="M7 4.5v15l12-7.5z" />
  </svg>
);
export const UploadIcon = () => (
  <svg {...base}>
    <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9a4 4 0 0 1-.5 8M12 12v8M9 15l3-3 3 3" />
  </svg>
);
export const BookIcon = () => (
  <svg {...base}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </svg>
);
export const BackIcon = () => (
  <svg {...base}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const ChatIcon = () => (
  <svg {...base}>
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
export const OfflineIcon = () => (
  <svg {...base}>
    <path d="M2 8.5a15 15 0 0 1 5-3M22 8.5a15 15 0 0 0-9.5-4M5 12a10 10 0 0 1 4-2.3M19 12a10 10 0 0 0-2.5-1.7M8.5 15.5a5 5 0 0 1 5-1M12 19h.01M3 3l18 18" />
  </svg>
);
export const RestartIcon = () => (
  <svg {...base}>
    <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
  </svg>
);
export const TrophyIcon = () => (
  <svg {...base}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 20h8" />
  </svg>
);
export const BackpackIcon = () => (
  <svg {...base}>
    <path d="M6 9a6 6 0 0 1 12 0v11H6zM9 5V3h6v2M9 14h6" />
  </svg>
);
export const HourglassIcon = () => (
  <svg {...base}>
    <path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" />
  </svg>
);
export const LockIcon = () => (
  <svg {...base}>
    <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base}>
    <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />
  </svg>
);
export const QuillIcon = () => (
  <svg {...base}>
    <path d="M20 4c-7 1-12 6-14 14M20 4c0 6-4 10-10 11M4 20l2-2M9 11h5" />
  </svg>
);
export const BookmarkIcon = () => (
  <svg {...base}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </svg>
);
export const BellIcon = () => (
  <svg {...base}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
  </svg>
);
export const GiftIcon = () => (
  <svg {...base}>
    <path d="M4 10h16v4H4zM5 14v7h14v-7M12 10v11M12 10c-2-4-7-4-6-1s6 1 6 1zm0 0c2-4 7-4 6-1s-6 1-6 1z" />
  </svg>
);
export const ClockIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const UsersIcon = () => (
  <svg {...base}>
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6" />
  </svg>
);
export const CardIcon = () => (
  <svg {...base}>
    <path d="M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8l1.5 3 3 .4-2.2 2.1.5 3-2.8-1.5-2.8 1.5.5-3-2.2-2.1 3-.4z" />
  </svg>
);
export const StarIcon = () => (
  <svg {...base}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </svg>
);
/** Discord's mark, simplified (a controller-shaped face). */
export const DiscordIcon = () => (
  <svg {...base}>
    <path d="M7 6.5c3-1.3 7-1.3 10 0 1.6 2.4 2.6 5.3 2.8 9-1.4 1.3-3 2.1-4.6 2.5l-1-1.8M7 6.5C5.4 8.9 4.4 11.8 4.2 15.5c1.4 1.3 3 2.1 4.6 2.5l1-1.8M8 16c2.6 1 5.4 1 8 0" />
    <circle cx="9.5" cy="12.5" r="1.2" />
    <circle cx="14.5" cy="12.5" r="1.2" />
  </svg>
);
export const HeadphonesIcon = () => (
  <svg {...base}>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v6H5a1 1 0 0 1-1-1zM20 15h-3v6h2a1 1 0 0 0 1-1z" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...base}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);
export const StopIcon = () => (
  <svg {...base}>
    <rect x="6" y="6" width="12" height="12" rx="1.5" />
  </svg>
);
export const RefreshIcon = () => (
  <svg {...base}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </svg>
);
/** Mythic Echoes: ripples around a point. */
export const EchoIcon = () => (
  <svg {...base}>
    <path d="M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
  </svg>
);
export const ShareIcon = () => (
  <svg {...base}>
    <path d="M12 3v12M8 7l4-4 4 4M5 12v8h14v-8" />
  </svg>
);
export const SendIcon = () => (
  <svg {...base}>
    <path d="M4 12l16-8-6 16-3-7zM11 13l9-9" />
  </svg>
);
export const MoreIcon = () => (
  <svg {...base}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </svg>
);
export const InfoIcon = () => (
  <svg {...base}>
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01" />
  </svg>
);
export const ExpandIcon = () => (
  <svg {...base}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </svg>
);
export const TrashIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);
export const PhoneIcon = () => (
  <svg {...base}>
    <path d="M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2" />
  </svg>
);
export const AlertIcon = () => (
  <svg {...base}>
    <path d="M12 3l10 17H2zM12 10v4M12 17.5h.01" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...base}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
