import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { APP_ROUTES, chatModulePath } from '../../../../contracts/routes.ts';

const SESSION_PARAM = 'session';

/** `/chat/{moduleId}?session={id}`: the URL keeps the open conversation, so a reload restores it. */
export function chatSessionPath(moduleId: string | null, sessionId: string | null): string {
  const base = moduleId ? chatModulePath(moduleId) : APP_ROUTES.chat;
  return sessionId ? `${base}?${SESSION_PARAM}=${encodeURIComponent(sessionId)}` : base;
}

/** The session id in the URL, or null for a new chat. */
export function useActiveSessionId(): string | null {
  const search = useSearch();
  const id = new URLSearchParams(search).get(SESSION_PARAM);
  return id ? id : null;
}

/** Open a session of a module (or a new chat, with null), keeping the module. */
export function useOpenSession(moduleId: string | null) {
  const [, navigate] = useLocation();
  return useCallback(
    (sessionId: string | null, options: { replace?: boolean } = {}) =>
      navigate(chatSessionPath(moduleId, sessionId), options),
    [moduleId, navigate],
  );
}
