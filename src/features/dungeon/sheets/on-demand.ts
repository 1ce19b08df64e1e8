/**
 * The read page's sheets and modals that open on a tap (the rooms, the trackers, the inventory, the restart,
 * the checks' help) or after a turn (the new items): their code loads when one opens, not with the page's first screen (e2e/first-load.spec.ts). Offline,
 * the service worker has them precached. Render each inside a Suspense.
 */
import { lazy } from 'react';

export const RoomNotesSheet = lazy(() => import('./RoomNotesSheet').then((m) => ({ default: m.RoomNotesSheet })));
export const TrackerSheet = lazy(() => import('./TrackerSheet').then((m) => ({ default: m.TrackerSheet })));
export const InventorySheet = lazy(() => import('./InventorySheet').then((m) => ({ default: m.InventorySheet })));
export const RestartModal = lazy(() => import('./RestartModal').then((m) => ({ default: m.RestartModal })));
export const NewItemModal = lazy(() => import('./NewItemModal').then((m) => ({ default: m.NewItemModal })));
export const ChecksHelpModal = lazy(() => import('./ChecksHelpModal').then((m) => ({ default: m.ChecksHelpModal })));
