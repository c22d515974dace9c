import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from '@haat/ui/button';
import { Input, type InputProps } from '@haat/ui/input';
import * as styles from './auth.css.ts';

/** A password input with a show/hide button (typing a password on a phone is error-prone). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <Input {...props} type={visible ? 'text' : 'password'} className={styles.passwordInput} />
      <IconButton
        size="sm"
        className={styles.reveal}
        aria-label={t`Show password`}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff size={18} /> : <Eye size={18} />}
      </IconButton>
    </div>
  );
}
