// What the shared mode shows of a server URL: never its user or password.

/** `text` without the URL or its credentials (drivers name host and port, not the password; be sure anyway). */
export function scrubbed(text: string, url: string): string {
  let out = text.split(url).join('<url>');
  try {
    const u = new URL(url);
    for (const secret of [u.password, decodeURIComponent(u.password), u.username, decodeURIComponent(u.username)]) if (secret.length >= 3) out = out.split(secret).join('***');
  } catch {
    // Not a URL: the schema's check reports it.
  }
  return out;
}

/** Where a URL points, for logs and status: scheme, host and port, path; never its user or password. */
export function target(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return '<an invalid URL>';
  }
}
