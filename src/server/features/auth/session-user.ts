/** The signed-in user as the server knows it; the session plugin sets it on each request. */
export type TSessionUser = { id: string; name: string; email: string; role: 'user' | 'admin' };
