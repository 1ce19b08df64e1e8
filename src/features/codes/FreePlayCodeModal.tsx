import { GRANTS } from '../../contract/terms';
import { useId, useState } from 'react';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import styles from './Codes.module.css';
import { freeCodeOutcome, type FreeCodeState } from './free-code';

/**
 * The free-play code modal (?free_play_code=true, app-shell §4, §5, §8): idle, submitting, then success (the
 * server's message) or error (the server's message: an unknown code, a used one, the cooldown). The code is
 * sent as typed.
 */
export default function FreePlayCodeModal({ onClose }: FlagModalProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<FreeCodeState>({ kind: 'idle' });

  const submit = async () => {
    if (state.kind === 'submitting' || code === '') return;
    setState({ kind: 'submitting' });
    setState(freeCodeOutcome(await sync.redeemCode(code).catch(() => null)));
  };

  return (
    <Modal title="Free Play Code" onClose={onClose}>
      {state.kind === 'success' ? (
        <>
          <p className={styles.successBig} role="status">
            {state.message}
          </p>
          <Button block onClick={onClose}>
            Start Playing
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className={styles.lead}>Enter a free-play code for {GRANTS.freePlayCode.text} of unlimited play.</p>
          <div className={field.field}>
            <label htmlFor={`${id}-code`} className={field.label}>
              Code
            </label>
            <input
              id={`${id}-code`}
              className={`${field.input} ${state.kind === 'error' ? field.invalid : ''}`}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(e) => {
                setCode(e.target.value);
                if (state.kind === 'error') setState({ kind: 'idle' });
              }}
              aria-invalid={state.kind === 'error'}
              aria-describedby={state.kind === 'error' ? `${id}-error` : undefined}
              data-autofocus
            />
          </div>
          {state.kind === 'error' && (
            <p id={`${id}-error`} className={`${field.error} ${styles.formError}`} role="alert">
              {state.message}
            </p>
          )}
          <Button type="submit" block disabled={code === '' || state.kind === 'submitting'} aria-busy={state.kind === 'submitting'}>
            {state.kind === 'submitting' ? 'Redeeming…' : 'Redeem Code'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
