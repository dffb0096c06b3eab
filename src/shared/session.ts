/** What the browser knows of the signed-in user; the server writes it into the page it serves. */
export type SessionBootstrap = {
  user: { id: string; email: string; username: string; firstName: string; role: string };
  session: { expiresAt: string };
} | null;

export const SESSION_BOOTSTRAP_ID = "session-bootstrap";
