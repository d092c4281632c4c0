export * from './address-typeahead';
