import type { ReactNode } from 'react';
import { TopBar } from '../top-bar';
import { TextLink } from '@/components/text-link';
import { SETTINGS_PATH } from './settings-api';

/** The settings screens: the signed-in top bar, a back link to the list, one column. */
export function SettingsFrame({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <>
      <TopBar>Settings</TopBar>
      <div className="mx-auto w-full max-w-[560px] px-4 py-8 sm:px-6 sm:py-12">
        {back ? (
          <p className="mb-6">
            <TextLink to={SETTINGS_PATH}>Back to settings</TextLink>
          </p>
        ) : null}
        {children}
      </div>
    </>
  );
}
