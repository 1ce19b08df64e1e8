import { Dialog, type DialogProps } from './Dialog';

/** A centred modal dialog. */
export function Modal(props: DialogProps) {
  return <Dialog {...props} variant="modal" />;
}
