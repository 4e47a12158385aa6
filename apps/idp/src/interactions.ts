import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { checkDevPassword } from './accounts.js';
import { loginPage } from './login-page.js';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // A sign-in form is a few hundred bytes; refuse anything that is not one.
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string, formTargets: readonly string[]): void {
  // form-action covers the redirects after the post too: back to the provider, then to the portal.
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'`,
  });
  res.end(html);
}

/**
 * The login and consent steps. Consent is given on the user's behalf: the
 * portal is a first-party client of this provider, as it would be of an
 * agency's own identity provider.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  portalOrigins: readonly string[],
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${details.uid}`;

  if (details.prompt.name === 'login') {
    if (req.method !== 'POST') return sendHtml(res, 200, loginPage({ action }), portalOrigins);
    const form = await readForm(req);
    const userName = form.get('username') ?? '';
    const user = checkDevPassword(userName, form.get('password') ?? '');
    if (!user) {
      const page = loginPage({ action, userName, error: 'The username or password is not correct.' });
      return sendHtml(res, 401, page, portalOrigins);
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.userName } },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  if (details.prompt.name === 'consent') {
    const { Grant } = provider;
    const grant = details.grantId
      ? await Grant.find(details.grantId)
      : new Grant({ accountId: String(details.session?.accountId), clientId: String(details.params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  sendHtml(res, 400, loginPage({ action, error: `Unsupported sign-in step ${details.prompt.name}.` }), portalOrigins);
}
