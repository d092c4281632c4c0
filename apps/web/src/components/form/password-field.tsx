import { useState } from 'react';
import { ShowToggle } from './show-toggle';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** What the toggle names, after 'Show': 'password' or 'password confirmation'. */
  toggleLabel?: string;
}

/** A password input with a Show toggle ('Show password', pressed while the characters show). */
export function PasswordField({ toggleLabel = 'password', name, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      name={name}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <ShowToggle
          fieldName={name}
          label={toggleLabel}
          shown={visible}
          onShownChange={setVisible}
        />
      }
    />
  );
}
