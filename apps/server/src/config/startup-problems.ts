import type { Config } from './config';

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|::1|localhost)$/;

/**
 * Why this configuration must not start, in words an operator can act on; empty when it may.
 * The sandbox exists only on a machine of one's own: it is switched on explicitly, listens on
 * loopback, never runs with NODE_ENV=production, and production runs on real keys and providers
 * (docs/decisions/0043).
 */
export function startupProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.sandbox) {
    if (config.env === 'production') {
      problems.push('SANDBOX=on cannot run with NODE_ENV=production: unset SANDBOX to deploy.');
    }
    if (!config.sandboxShared && !LOOPBACK.test(config.host)) {
      problems.push(
        `The sandbox listens on loopback only, not on ${config.host}: unset HOST (or set SANDBOX_SHARED=true for a shared demo).`,
      );
    }
    if (!config.sandboxShared && config.databaseUrl) {
      problems.push(
        'The sandbox runs on the embedded database only, not on DATABASE_URL: unset SANDBOX to deploy (or set SANDBOX_SHARED=true for a shared demo).',
      );
    }
  } else if (!config.providerGateway) {
    problems.push(
      'No providers are configured: set PROVIDER_GATEWAY_URL and PROVIDER_GATEWAY_TOKEN (docs/provider-gateway.md), or try the product with the sandbox on this machine (npm start).',
    );
  }
  if (config.env === 'production') {
    if (!config.jwtSecret)
      problems.push('NODE_ENV=production needs JWT_SECRET from your secret store.');
    if (!config.encryptionKey) {
      problems.push('NODE_ENV=production needs ENCRYPTION_KEY from your secret store.');
    }
    if (!config.smtpUrl) {
      problems.push('NODE_ENV=production needs SMTP_URL: borrowers must receive their notices.');
    }
  }
  return problems;
}
