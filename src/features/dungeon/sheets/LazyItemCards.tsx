import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../../ui/Skeleton';

// The item carousel (Swiper) loads when a sheet or modal first shows items, not with the read page.
const ItemCards = lazy(() => import('./ItemCards').then((m) => ({ default: m.ItemCards })));

export function LazyItemCards(props: ComponentProps<typeof ItemCards>) {
  return (
    <Suspense fallback={<Skeleton height={180} />}>
      <ItemCards {...props} />
    </Suspense>
  );
}
