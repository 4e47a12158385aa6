import { escapeHtml } from './provider.js';

/** A plain, accessible sign-in form: labelled fields, one h1, an error tied to the form. */
export function loginPage(options: { action: string; userName?: string; error?: string }): string {
  const error = options.error
    ? `<div class="error" role="alert" id="sign-in-error"><strong>Sign-in failed.</strong> ${escapeHtml(options.error)}</div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in | Do Not Pay development sign-in</title>
<style>
  body { font-family: "Source Sans Pro", "Helvetica Neue", Arial, sans-serif; margin: 0; color: #1b1b1b; background: #f0f0f0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border: 1px solid #dfe1e2; }
  h1 { font-size: 1.75rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; font-size: 1.05rem; padding: .5rem; margin-top: .25rem; border: 1px solid #565c65; }
  input:focus, button:focus { outline: .25rem solid #2491ff; outline-offset: 0; }
  button { margin-top: 1.5rem; background: #005ea2; color: #fff; border: 0; padding: .75rem 1.25rem; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
  .error { border-left: .5rem solid #b50909; background: #f4e3db; padding: .75rem; margin-bottom: 1rem; }
  .note { color: #565c65; font-size: .95rem; }
</style>
</head>
<body>
<main>
  <h1>Sign in to Do Not Pay</h1>
  <p class="note">Development sign-in. Use a development user; the password is the user name.</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" autocomplete="off" ${options.error ? 'aria-describedby="sign-in-error"' : ''}>
    <label for="username">Username</label>
    <input id="username" name="username" type="text" required autofocus value="${escapeHtml(options.userName ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" required>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
