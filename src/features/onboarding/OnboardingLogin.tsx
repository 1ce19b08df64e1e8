import { LoginModal } from '../auth';

/** The login modal as onboarding opens it, in a module of its own so that it loads when opened. */
export default LoginModal;
