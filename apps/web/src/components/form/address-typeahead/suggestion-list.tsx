import type { ReactNode } from 'react';

export interface SuggestionOption {
  key: string;
  label: string;
  notListed?: boolean;
}

interface SuggestionListProps {
  id: string;
  label: ReactNode;
  open: boolean;
  options: readonly SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}

/**
 * The combobox's listbox. It is always in the page (aria-controls must point somewhere) and
 * hidden when closed. Options keep the input focused when pressed (mousedown is cancelled).
 */
export function SuggestionList({
  id,
  label,
  open,
  options,
  active,
  optionId,
  onChoose,
}: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={typeof label === 'string' ? `${label} suggestions` : 'Address suggestions'}
      hidden={!open}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-md border-2 border-gray-500 bg-white py-1 shadow-lg"
    >
      {options.map((option, index) => (
        <li
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
          className={[
            'flex min-h-11 cursor-pointer items-center px-3 py-2',
            option.notListed ? 'border-t border-line font-semibold text-brand-700' : '',
            index === active ? 'bg-brand-700 text-white' : 'hover:bg-brand-50',
          ].join(' ')}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
