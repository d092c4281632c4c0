import type { AddressSuggestion } from '@openheloc/domain';
import type { SampleProperty } from './sample-properties';
import { createAddressSuggester, type AddressSuggester } from './suggest-addresses';
import type { ZipIndex } from './zip-index';

export type AddressService = {
  /** Up to five addresses the typed text could be, best first; [] when it says too little. */
  suggest(text: string): Promise<AddressSuggestion[]>;
};

export function createAddressService(deps: {
  loadZipIndex: () => Promise<ZipIndex>;
  samples: readonly SampleProperty[];
}): AddressService {
  let suggester: Promise<AddressSuggester> | undefined;
  return {
    async suggest(text) {
      suggester ??= deps.loadZipIndex().then(
        (zips) => createAddressSuggester(zips, deps.samples),
        (error: unknown) => {
          // Let the next request try again rather than fail for the life of the process.
          suggester = undefined;
          throw error;
        },
      );
      return (await suggester)(text);
    },
  };
}
