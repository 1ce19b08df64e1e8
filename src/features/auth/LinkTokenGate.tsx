import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccessToken, useMe } from '../../lib/reads';
import { Splash } from '../../ui/Splash';
import { sync } from '../../worker-client';
import { decideLinkToken } from './link-token';
import SwitchAccountDialog from './SwitchAccountDialog';

interface Props {
  /** The read route's `token`. */
  token: string;
  /** The route's query without it. */
  rest: string;
}

/**
 * A read route opened with `?token=` (app-shell §4), loaded by the route guard only then. The token leaves
 * the address bar (and history) once adopted by a device where no one is signed in, or at once when it
 * names the player signed in; a token of another player waits for the player's choice.
 */
export default function LinkTokenGate({ token, rest }: Props) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const decision = decideLinkToken(token, useAccessToken());

  useEffect(() => {
    if (decision === 'wait' || decision === 'ask') return;
    let current = true;
    const leave = () => current && navigate({ pathname, search: rest, hash }, { replace: true });
    // Adopted, the stored token becomes the link's and the decision turns to 'drop', which leaves: leaving
    // when the worker answers could reach the guard before this page reads the new token, and the guard
    // would send a signed-out device to onboarding. Only a token that could not be stored leaves from here.
    if (decision === 'adopt') void sync.useToken(token).catch(leave);
    else leave();
    return () => {
      current = false;
    };
  }, [token, decision, rest, pathname, hash, navigate]);

  return (
    <>
      <Splash />
      {/* Asked once the player signed in has been read, so the dialog names them from its first frame. */}
      {decision === 'ask' && me !== undefined && (
        // Switching signs this player out; the link's token is then adopted as on a signed-out device.
        <SwitchAccountDialog username={me?.username} onSwitch={() => void sync.logout()} onStay={() => navigate({ pathname, search: rest, hash }, { replace: true })} />
      )}
    </>
  );
}
