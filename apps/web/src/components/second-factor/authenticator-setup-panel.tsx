import type { AuthenticatorSetup } from '@openheloc/domain';
import { SecurityCodeForm } from './security-code-form';

interface AuthenticatorSetupPanelProps {
  title: string;
  setup: AuthenticatorSetup;
  onCode: (code: string) => Promise<void>;
}

/** Scan the QR code, or type the key in; then the app's first code confirms it. */
export function AuthenticatorSetupPanel({ title, setup, onCode }: AuthenticatorSetupPanelProps) {
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <>
      <ol className="mb-6 list-decimal space-y-4 pl-6">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft
          Authenticator or 1Password) and add an account.
        </li>
        <li>
          Scan this QR code with the app:
          <img
            src={qrSource}
            alt="QR code for adding this account to your authenticator app"
            width={200}
            height={200}
            className="mt-3 block h-[200px] w-[200px]"
          />
          <p className="mt-3">
            Cannot scan it? Enter this key in the app instead:{' '}
            <code className="break-all font-mono" aria-label={`Key: ${spaced(setup.secret)}`}>
              {spaced(setup.secret)}
            </code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <SecurityCodeForm title={title} allowRecoveryCode={false} onCode={onCode} />
    </>
  );
}

/** In groups of 4, as authenticator apps show keys: easier to read and to type. */
function spaced(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
