import { Link, useLocation } from 'react-router';
import { useId } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { SETTINGS_PATH, useAccountSettings } from './settings-api';
import { SettingsFrame } from './settings-frame';
import { TWO_FACTOR_SETTINGS_PATH, useTwoFactorStatus } from './two-factor-api';
import { settingsNoticeOf } from './settings-notice';

const CHANGE_LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline decoration-1 underline-offset-4 hover:decoration-2';

function SettingRow({
  label,
  value,
  to,
  what,
}: {
  label: string;
  value: string;
  to: string;
  what: string;
}) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-4 sm:flex-row sm:items-center sm:gap-6">
      <dt className="font-semibold sm:w-40">{label}</dt>
      <dd className="min-w-0 flex-1 break-all">{value}</dd>
      <dd>
        <Link to={to} className={CHANGE_LINK}>
          Change<span className="sr-only"> {what}</span>
        </Link>
      </dd>
    </div>
  );
}

/**
 * /dashboard/settings: the sign-in e-mail, mobile phone and password, each with its own page
 * to change it; after a change, a confirmation at the top.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const settings = useAccountSettings();
  const twoFactor = useTwoFactorStatus();
  const notice = settingsNoticeOf(useLocation().state);
  const noticeId = useId();
  return (
    <SettingsFrame back={false}>
      <PageHeading caption="Your account">Settings</PageHeading>
      {notice ? (
        <div
          role="status"
          id={noticeId}
          className="mb-6 rounded-lg border border-brand-600 bg-brand-50 p-4 font-semibold"
        >
          {notice}
        </div>
      ) : null}
      <p className="mb-4">
        You sign in with your email address. We use your mobile phone to reach you about your
        application and your account.
      </p>
      {settings.isPending ? (
        <p aria-busy="true">Loading your settings…</p>
      ) : settings.isError ? (
        <div>
          <p>We could not load your settings. {settings.error.message}</p>
          <Button type="button" className="mt-4" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <dl className="border-t border-line">
          <SettingRow
            label="Email"
            value={settings.data.email}
            to={`${SETTINGS_PATH}/email`}
            what="email"
          />
          <SettingRow
            label="Mobile phone"
            value={settings.data.phoneNumber || 'Not given'}
            to={`${SETTINGS_PATH}/phone-number`}
            what="mobile phone"
          />
          <SettingRow
            label="Password"
            value="••••••••••••"
            to={`${SETTINGS_PATH}/password`}
            what="password"
          />
          <SettingRow
            label="Two-factor sign-in"
            value={twoFactor.data?.enabled ? 'On' : 'Off'}
            to={TWO_FACTOR_SETTINGS_PATH}
            what="two-factor sign-in"
          />
        </dl>
      )}
    </SettingsFrame>
  );
}
