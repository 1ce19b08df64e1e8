import { useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../lib/redirect';
import type { FlagModalProps } from '../../lib/useFlags';
import { LoginModal } from './LoginModal';

/** ?login=true for a signed-out visitor: log in, then go where `redirect` says (app-shell §4 Login modal). */
export default function LoginFlagModal({ params, onClose }: FlagModalProps) {
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  return <LoginModal onClose={onClose} onSuccess={() => navigate(redirect, { replace: true })} googleReturnTo={redirect} />;
}
