import { Dialog, type DialogProps } from './Dialog';

/** A bottom sheet: the same dialog, anchored to the bottom edge for thumbs. */
export function Sheet(props: DialogProps) {
  return <Dialog {...props} variant="sheet" />;
}
