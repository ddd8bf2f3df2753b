// The presets of security.otp.gated_domain_categories: each category is a short list of domains (a domain covers its
// subdomains; `gov` covers every host under the .gov TLD), gated as if listed in gated_domains. The lists are a
// starting point, not a registry: an operator adds their own bank, clinic or identity provider to gated_domains.

export const DOMAIN_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  banking: [
    'paypal.com', 'stripe.com', 'wise.com', 'revolut.com', 'chase.com', 'bankofamerica.com', 'wellsfargo.com', 'citi.com',
    'capitalone.com', 'usbank.com', 'hsbc.com', 'barclays.co.uk', 'lloydsbank.com', 'natwest.com', 'santander.com',
    'ing.com', 'bnpparibas.com', 'deutsche-bank.de', 'commerzbank.de', 'n26.com', 'schwab.com', 'fidelity.com', 'vanguard.com',
    'coinbase.com', 'kraken.com', 'binance.com',
  ],
  medical: [
    'nhs.uk', 'healthcare.gov', 'medicare.gov', 'mychart.com', 'mychart.org', 'kaiserpermanente.org', 'zocdoc.com',
    'teladoc.com', 'doctolib.fr', 'doctolib.de', 'cvs.com', 'walgreens.com', 'labcorp.com', 'questdiagnostics.com',
  ],
  government: ['gov', 'mil', 'gov.uk', 'gouv.fr', 'bund.de', 'gc.ca', 'canada.ca', 'gov.au', 'govt.nz', 'europa.eu', 'gob.es', 'gov.in', 'go.jp'],
  identity_providers: [
    'accounts.google.com', 'login.microsoftonline.com', 'login.live.com', 'account.microsoft.com', 'appleid.apple.com',
    'idmsa.apple.com', 'okta.com', 'oktapreview.com', 'auth0.com', 'onelogin.com', 'duosecurity.com', 'pingidentity.com',
    'id.atlassian.com', 'login.yahoo.com',
  ],
};

/** The domains of `categories` (unknown names are left out: the config check refuses them first). */
export function categoryDomains(categories: readonly string[]): string[] {
  return categories.flatMap((c) => DOMAIN_CATEGORIES[c] ?? []);
}
