import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@haat/domain/schemas';
import { checkBody } from '@haat/i18n/form-errors';
import { formatDateTime } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Textarea } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { VisuallyHidden } from '@haat/ui/visually-hidden';
import { notify } from '../../../lib/notify.ts';
import { useShop } from '../../../lib/shop.ts';
import { useMessages } from '../../../entities/messages/messages.ts';
import { useSendMessage } from '../../../entities/messages/send-message.ts';
import * as styles from './chat-thread.css.ts';

/** The customer's conversation with the shop, refreshed every few seconds while open. */
export function ChatThread() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const messages = useMessages(shop.id);
  const send = useSendMessage(shop.id);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.data?.length ?? 0;

  // New messages scroll into view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // A blank draft sends nothing (its Send button is off); the field allows no more than the schema does.
    const check = checkBody(messageBodySchema, { body: draft });
    if (!check.success || send.isPending) return;
    try {
      await send.mutateAsync(check.body.body);
      setDraft('');
    } catch {
      notify(t`Your message was not sent. Please try again.`, 'error');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const shopName = localizedName(shop, locale);
  return (
    <div className={styles.thread}>
      <ol ref={listRef} className={styles.messages} aria-label={t`Messages with ${shopName}`} aria-live="polite">
        {messages.isPending && (
          <>
            <Skeleton shape="block" height="3rem" width="60%" />
            <Skeleton shape="block" height="3rem" width="50%" />
          </>
        )}
        {messages.isError && !messages.data && (
          <li className={styles.empty} role="alert">
            <Trans>Could not load the messages.</Trans>
          </li>
        )}
        {messages.isSuccess && count === 0 && (
          <li className={styles.empty}>
            <Trans>No messages yet. Ask the shop anything about products, orders or delivery.</Trans>
          </li>
        )}
        {messages.data?.map((message) => {
          const mine = message.sender === 'customer';
          return (
            <li key={message.id} className={`${styles.bubble} ${mine ? styles.mine : styles.theirs}`}>
              <VisuallyHidden>{mine ? t`You:` : t`${shopName}:`}</VisuallyHidden>
              <span>{message.body}</span>
              <time className={styles.time} dateTime={message.created_at}>
                {formatDateTime(message.created_at, locale)}
              </time>
            </li>
          );
        })}
      </ol>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <Textarea
          aria-label={t`Message`}
          className={styles.input}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Write a message...`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" loading={send.isPending} startIcon={<Send size={18} />}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </div>
  );
}
